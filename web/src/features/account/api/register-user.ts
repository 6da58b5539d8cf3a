import { useMutation } from '@tanstack/react-query'
import type { SecurityQuestion, User } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export interface Registration {
  email: string
  password: string
  passwordRepeat: string
  securityQuestion: SecurityQuestion
  securityAnswer: string
}

/** Registration answers with the new account (docs/api.md, Records: User). */
export type RegisteredUser = User

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
