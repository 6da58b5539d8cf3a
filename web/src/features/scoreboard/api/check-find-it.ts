import { useMutation } from '@tanstack/react-query'
import type { FindItVerdict } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type { FindItVerdict }

/** POST /snippets/verdict: are the selected lines exactly the vulnerable ones? */
export function useCheckFindIt (key: string) {
  return useMutation({
    mutationFn: (selectedLines: number[]) =>
      apiFetch<FindItVerdict>('snippets/verdict', { body: { key, selectedLines } })
  })
}
