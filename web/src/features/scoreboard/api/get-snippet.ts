import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface CodeSnippet {
  snippet: string
  /** 1-based; empty until Find it is solved. */
  vulnLines: number[]
  neutralLines?: number[]
}

export function snippetQueryKey (key: string) {
  return ['snippets', key] as const
}

export function useSnippet (key: string): UseQueryResult<CodeSnippet> {
  return useQuery({
    queryKey: snippetQueryKey(key),
    queryFn: () => apiFetch<CodeSnippet>(`snippets/${encodeURIComponent(key)}`)
  })
}
