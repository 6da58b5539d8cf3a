import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { CodeSnippet as ShopCodeSnippet } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** The peer's server may leave the neutral lines out. */
export type CodeSnippet = Omit<ShopCodeSnippet, 'neutralLines'> & Partial<Pick<ShopCodeSnippet, 'neutralLines'>>

export function snippetQueryKey (key: string) {
  return ['snippets', key] as const
}

export function useSnippet (key: string): UseQueryResult<CodeSnippet> {
  return useQuery({
    queryKey: snippetQueryKey(key),
    queryFn: () => apiFetch<CodeSnippet>(`snippets/${encodeURIComponent(key)}`)
  })
}
