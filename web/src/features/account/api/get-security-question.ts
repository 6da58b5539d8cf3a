import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { SecurityQuestion } from './get-security-questions'

/** GET rest/user/security-question?email=; null when the e-mail has no account (or no question). */
export function useSecurityQuestionFor (email: string): UseQueryResult<SecurityQuestion | null> {
  return useQuery({
    queryKey: ['security-question', email],
    queryFn: async () => (await apiFetch<{ question?: SecurityQuestion }>('rest/user/security-question', { query: { email } })).question ?? null,
    enabled: email !== '',
    staleTime: 60_000
  })
}
