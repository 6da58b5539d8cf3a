import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** One row of GET rest/user/authentication-details/ (docs/api.md, Accounts); never the password hash. */
export interface RegisteredUser {
  id: number
  email: string
  role: string
  lastLoginIp: string
  /** Milliseconds since the epoch; null before the first login. */
  lastLoginTime: number | null
  totpEnabled: boolean
  createdAt: string
  updatedAt?: string
  deletedAt: string | null
}

export const authenticationDetailsQueryKey = ['authentication-details'] as const

/** Only the administration screen asks for this list (the Back Office challenge relies on that). */
export function useAuthenticationDetails (): UseQueryResult<RegisteredUser[]> {
  return useQuery({
    queryKey: authenticationDetailsQueryKey,
    queryFn: async () => (await apiFetch<{ status: string; data: RegisteredUser[] }>('rest/user/authentication-details/')).data ?? []
  })
}
