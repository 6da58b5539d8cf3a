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

/**
 * The documented two calls: POST api/Users/ creates the account (and already stores the answer it
 * carries), then POST api/SecurityAnswers/ repeats the answer for the new id, which the server
 * accepts as a confirmation (docs/decisions.md "Security answer").
 */
export async function registerUser (registration: Registration): Promise<RegisteredUser> {
  const user = (await apiFetch<{ status: string; data: RegisteredUser }>('api/Users/', { method: 'POST', body: registration })).data
  await apiFetch('api/SecurityAnswers/', {
    method: 'POST',
    body: { UserId: user.id, answer: registration.securityAnswer, SecurityQuestionId: registration.securityQuestion.id }
  })
  return user
}

export function useRegisterUser () {
  return useMutation({ mutationFn: registerUser })
}
