import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface SecurityQuestion {
  id: number
  question: string
}

/** GET api/SecurityQuestions/. */
export function useSecurityQuestions (): UseQueryResult<SecurityQuestion[]> {
  return useQuery({
    queryKey: ['security-questions'],
    queryFn: async () => (await apiFetch<{ status: string; data: SecurityQuestion[] }>('api/SecurityQuestions/')).data,
    staleTime: Infinity
  })
}
