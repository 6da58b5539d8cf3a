import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { User } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** GET api/Users/{id} (admin token): the user without password hash or TOTP secret (docs/api.md, Records: User). */
export type UserDetails = User

export function userQueryKey (id: number) {
  return ['user', id] as const
}

/** Fetches only while an id is given, i.e. while the user detail dialog is open. */
export function useUser (id: number | null): UseQueryResult<UserDetails> {
  return useQuery({
    queryKey: userQueryKey(id ?? 0),
    queryFn: async () => (await apiFetch<{ status: string; data: UserDetails }>(`api/Users/${id}`)).data,
    enabled: id !== null
  })
}
