import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { CountryMapping } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** Challenge key → country (docs/api.md, Records: Country). */
export type { CountryMapping }

/** Only enabled when the CTF setting shows country details; the mapping never changes while running. */
export function useCountryMapping (enabled: boolean): UseQueryResult<CountryMapping> {
  return useQuery({
    queryKey: ['country-mapping'],
    queryFn: () => apiFetch<CountryMapping>('rest/country-mapping'),
    enabled,
    staleTime: Infinity
  })
}
