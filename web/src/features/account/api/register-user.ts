import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { SecurityQuestion } from './get-security-questions'

export interface Registration {
  email: string
  password: string
  passwordRepeat: string
  securityQuestion: SecurityQuestion
  securityAnswer: string
}

export interface RegisteredUser {
  id: number
  email: string
  role: string
}

/** POST api/Users/; the server stores the security answer in the same call (docs/decisions.md). */
export function useRegisterUser () {
  return useMutation({
    mutationFn: async (registration: Registration) =>
      (await apiFetch<{ status: string; data: RegisteredUser }>('api/Users/', { method: 'POST', body: registration })).data
  })
}
