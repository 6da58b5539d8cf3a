import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface FindItVerdict {
  verdict: boolean
  hint?: string
}

/** POST /snippets/verdict: are the selected lines exactly the vulnerable ones? */
export function useCheckFindIt (key: string) {
  return useMutation({
    mutationFn: (selectedLines: number[]) =>
      apiFetch<FindItVerdict>('snippets/verdict', { body: { key, selectedLines } })
  })
}
