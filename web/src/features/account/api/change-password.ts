import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

interface PasswordChange { current: string, new: string, repeat: string }

/** GET rest/user/change-password with the three values as query parameters, as the API takes them (docs/api.md). */
export async function changePassword (change: PasswordChange): Promise<void> {
  await apiFetch('rest/user/change-password', { query: { current: change.current, new: change.new, repeat: change.repeat } })
}

export function useChangePassword () {
  return useMutation({ mutationFn: changePassword })
}
