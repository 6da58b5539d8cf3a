import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface FixItVerdict {
  verdict: boolean
  explanation?: string
}

/** POST /snippets/fixes: is the chosen option (its index in the server's order) the right fix? */
export function useCheckFixIt (key: string) {
  return useMutation({
    mutationFn: (selectedFix: number) =>
      apiFetch<FixItVerdict>('snippets/fixes', { body: { key, selectedFix } })
  })
}
