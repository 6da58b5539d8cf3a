import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { ApplicationSettings } from '@shop/contract'

/** The `application.googleOauth` block of the configuration; any field may be missing. */
export type OauthConfig = Partial<ApplicationSettings['googleOauth']>

const withoutTrailingSlash = (uri: string): string => uri.replace(/\/+$/, '')

/**
 * The authorized redirect this page may use: the configured one whose address is the page's own
 * origin (optionally with its path). None means third-party sign-in is not offered here.
 */
export function matchingRedirect (oauth: OauthConfig | undefined, location: Pick<Location, 'origin' | 'pathname'>): string | null {
  if (!oauth?.clientId?.trim()) return null
  const here = [location.origin, withoutTrailingSlash(`${location.origin}${location.pathname}`)]
  const match = (oauth.authorizedRedirects ?? []).find(entry => here.includes(withoutTrailingSlash(entry.uri)))
  return match ? withoutTrailingSlash(match.uri) : null
}

/** The provider's sign-in page for the implicit flow, asking for the e-mail scope only. */
export function authorizeUrl (oauth: OauthConfig, redirectUri: string): string {
  const url = new URL(oauth.authorizeUrl ?? 'https://accounts.google.com/o/oauth2/v2/auth')
  url.searchParams.set('client_id', oauth.clientId ?? '')
  url.searchParams.set('response_type', 'token')
  url.searchParams.set('scope', 'email')
  url.searchParams.set('redirect_uri', redirectUri)
  return url.toString()
}

// Planted (oauthPasswordChallenge): the password is computed from public information in code
// every visitor downloads, and the server accepts it in an ordinary login.
// vuln-code-snippet start oauthPasswordChallenge
/**
 * The password of an account created by third-party sign-in: the first 16 hex digits of the
 * SHA-256 of the lower-cased e-mail, so the same account is found on every return.
 */
export function derivedPassword (email: string): string {
  return bytesToHex(sha256(utf8ToBytes(email.toLowerCase()))).slice(0, 16) // vuln-code-snippet vuln-line oauthPasswordChallenge
}
// vuln-code-snippet end oauthPasswordChallenge
