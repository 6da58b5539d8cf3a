import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface RegisteredUser {
  id: number
  email: string
  role: string
  lastLoginIp: string
  lastLoginTime: number | null
  createdAt: string
}

/** Only the administration screen asks for this list (the Back Office challenge relies on that). */
export function useAuthenticationDetails () {
  return useQuery({
    queryKey: ['authentication-details'],
    queryFn: async () => (await apiFetch<{ data: RegisteredUser[] }>('rest/user/authentication-details/')).data
  })
}
