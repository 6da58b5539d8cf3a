import { useMutation } from '@tanstack/react-query'
import type { PasswordResetAnswer } from '@shop/contract'
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
    mutationFn: (reset: PasswordReset) => apiFetch<PasswordResetAnswer>('rest/user/reset-password', { method: 'POST', body: reset })
  })
}
