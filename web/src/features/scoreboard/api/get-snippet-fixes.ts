import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SnippetFixes } from '@shop/contract'
import { ApiError, apiFetch } from '@/lib/api-client'

export function snippetFixesQueryKey (key: string) {
  return ['snippets', key, 'fixes'] as const
}

/** The fix options in the server's fixed order; a 404 means the challenge has none (empty list). */
export function useSnippetFixes (key: string): UseQueryResult<string[]> {
  return useQuery({
    queryKey: snippetFixesQueryKey(key),
    queryFn: async () => {
      try {
        return (await apiFetch<Partial<SnippetFixes>>(`snippets/fixes/${encodeURIComponent(key)}`)).fixes ?? []
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return []
        throw err
      }
    }
  })
}
