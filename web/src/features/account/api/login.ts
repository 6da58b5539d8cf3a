import { useMutation } from '@tanstack/react-query'
import { ApiError, apiFetch } from '@/lib/api-client'
import type { LoginAnswer } from '@shop/contract'
import type { Authentication } from '@/lib/session'

export interface Credentials {
  email: string
  password: string
  oauth?: boolean
}

/** Either a finished login or the request for a second factor (docs/api.md, Accounts). */
export type LoginResult =
  | { kind: 'authenticated'; authentication: Authentication }
  | { kind: 'totp'; tmpToken: string }

interface LoginResponse {
  authentication?: LoginAnswer['authentication']
  status?: string
  data?: { tmpToken?: string }
}

function pendingToken (body: unknown): string | undefined {
  const answer = body as LoginResponse | null
  return answer?.status === 'totp_token_required' && typeof answer.data?.tmpToken === 'string' ? answer.data.tmpToken : undefined
}

/**
 * The second-factor request comes as a 401 (this shop and the peer's server alike); a 200 with the
 * same body, as this shop answered before, is read the same way.
 */
export async function postLogin (credentials: Credentials): Promise<LoginResult> {
  let res: LoginResponse
  try {
    res = await apiFetch<LoginResponse>('rest/user/login', { method: 'POST', body: credentials })
  } catch (err) {
    const tmpToken = err instanceof ApiError && err.status === 401 ? pendingToken(err.body) : undefined
    if (tmpToken !== undefined) return { kind: 'totp', tmpToken }
    throw err
  }
  const tmpToken = pendingToken(res)
  if (tmpToken !== undefined) return { kind: 'totp', tmpToken }
  if (!res.authentication) throw new Error('Login answer carries no authentication')
  return { kind: 'authenticated', authentication: res.authentication }
}

/** POST rest/user/login. */
export function useLogin () {
  return useMutation({ mutationFn: postLogin })
}
