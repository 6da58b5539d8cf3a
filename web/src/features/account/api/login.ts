import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
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
  authentication?: Authentication
  status?: string
  data?: { tmpToken?: string }
}

export async function postLogin (credentials: Credentials): Promise<LoginResult> {
  const res = await apiFetch<LoginResponse>('rest/user/login', { method: 'POST', body: credentials })
  if (res.status === 'totp_token_required' && typeof res.data?.tmpToken === 'string') {
    return { kind: 'totp', tmpToken: res.data.tmpToken }
  }
  if (!res.authentication) throw new Error('Login answer carries no authentication')
  return { kind: 'authenticated', authentication: res.authentication }
}

/** POST rest/user/login. */
export function useLogin () {
  return useMutation({ mutationFn: postLogin })
}
