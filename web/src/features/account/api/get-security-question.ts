import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SecurityQuestion, SecurityQuestionLookup } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** GET rest/user/security-question?email=; null when the e-mail has no account (or no question). */
export function useSecurityQuestionFor (email: string): UseQueryResult<SecurityQuestion | null> {
  return useQuery({
    queryKey: ['security-question', email],
    queryFn: async () => (await apiFetch<SecurityQuestionLookup>('rest/user/security-question', { query: { email } })).question ?? null,
    enabled: email !== '',
    staleTime: 60_000
  })
}
