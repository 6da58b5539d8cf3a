import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { AuthenticationDetail } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** One row of GET rest/user/authentication-details/ (docs/api.md, Records: AuthenticationDetail); never the password hash. */
export type RegisteredUser = AuthenticationDetail

export const authenticationDetailsQueryKey = ['authentication-details'] as const

/** Only the administration screen asks for this list (the Back Office challenge relies on that). */
export function useAuthenticationDetails (): UseQueryResult<RegisteredUser[]> {
  return useQuery({
    queryKey: authenticationDetailsQueryKey,
    queryFn: async () => (await apiFetch<{ status: string; data: RegisteredUser[] }>('rest/user/authentication-details/')).data ?? []
  })
}
