import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ApplicationVersion } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export function useApplicationVersion (): UseQueryResult<string> {
  return useQuery({
    queryKey: ['application-version'],
    queryFn: async () => (await apiFetch<ApplicationVersion>('rest/admin/application-version')).version,
    staleTime: Infinity
  })
}
