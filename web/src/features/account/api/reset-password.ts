import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface PasswordReset {
  email: string
  answer: string
  new: string
  repeat: string
}

/** POST rest/user/reset-password. */
export function useResetPassword () {
  return useMutation({
    mutationFn: (reset: PasswordReset) => apiFetch<{ user: { id: number, email: string } }>('rest/user/reset-password', { method: 'POST', body: reset })
  })
}
