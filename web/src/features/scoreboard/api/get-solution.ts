import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Solution } from '@/components/solution/solution-types'
import { apiFetch } from '@/lib/api-client'

/** A challenge's trainer solution; the server answers 404 unless `challenges.showSolutions` is on. */
export function useSolution (key: string): UseQueryResult<Solution> {
  return useQuery({
    queryKey: ['solutions', key],
    queryFn: async () => (await apiFetch<{ data: Solution }>(`api/Solutions/${encodeURIComponent(key)}`)).data,
    retry: false
  })
}
