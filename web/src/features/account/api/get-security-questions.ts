import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SecurityQuestion } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type { SecurityQuestion }

/** GET api/SecurityQuestions/. */
export function useSecurityQuestions (): UseQueryResult<SecurityQuestion[]> {
  return useQuery({
    queryKey: ['security-questions'],
    queryFn: async () => (await apiFetch<{ status: string; data: SecurityQuestion[] }>('api/SecurityQuestions/')).data,
    staleTime: Infinity
  })
}
