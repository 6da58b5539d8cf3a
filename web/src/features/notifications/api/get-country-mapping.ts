import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string
  name: string
}

/** Challenge key → country (docs/api.md, Score board). */
export type CountryMapping = Record<string, Country>

/** Only enabled when the CTF setting shows country details; the mapping never changes while running. */
export function useCountryMapping (enabled: boolean): UseQueryResult<CountryMapping> {
  return useQuery({
    queryKey: ['country-mapping'],
    queryFn: () => apiFetch<CountryMapping>('rest/country-mapping'),
    enabled,
    staleTime: Infinity
  })
}
