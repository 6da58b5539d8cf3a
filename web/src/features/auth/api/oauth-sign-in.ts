import { ApiError, apiFetch } from '@/lib/api-client'
import { derivedPassword } from '@/lib/oauth'
import type { Authentication } from '@/lib/session'

/** The provider's user-info call: the e-mail of the account the access token belongs to. */
export async function fetchProviderEmail (userInfoUrl: string, accessToken: string): Promise<string> {
  const url = new URL(userInfoUrl)
  url.searchParams.set('alt', 'json')
  url.searchParams.set('access_token', accessToken)
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`The sign-in provider answered ${response.status}`)
  const body = await response.json() as { email?: unknown }
  if (typeof body.email !== 'string' || body.email === '') throw new Error('The sign-in provider sent no e-mail address')
  return body.email
}

/**
 * Signs in with a provider-verified e-mail: creates the shop account on the first visit (an
 * existing account answers 400, which is fine) and logs in with the oauth flag.
 */
export async function signInWithProviderEmail (email: string): Promise<Authentication> {
  const password = derivedPassword(email)
  try {
    await apiFetch('api/Users/', { method: 'POST', body: { email, password, passwordRepeat: password } })
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400)) throw err
  }
  const res = await apiFetch<{ authentication?: Authentication }>('rest/user/login', { method: 'POST', body: { email, password, oauth: true } })
  if (!res.authentication) throw new Error('Login answer carries no authentication')
  return res.authentication
}
