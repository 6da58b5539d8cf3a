import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { apiFetch } from './api-client'
import {
  BASKET_ID_KEY,
  ITEM_TOTAL_KEY,
  REMEMBERED_EMAIL_KEY,
  TOTP_TMP_TOKEN_KEY,
  getRememberedEmail as readRememberedEmail,
  getToken as readToken,
  notifyStore,
  readLocal,
  readSession,
  subscribeStore,
  writeLocal,
  writeSession,
  writeToken
} from './token-store'
import type { Authentication as ShopAuthentication, TokenUser as SessionUser } from '@shop/contract'

/** The `data` part of the shop's JWT payload: the contract's TokenUser. */
export type { SessionUser }

export interface Session {
  token: string | null
  user: SessionUser | null
  isLoggedIn: boolean
  hasRole: (role: string) => boolean
}

/** A login's session (docs/api.md, Records: Authentication). */
export type Authentication = ShopAuthentication

export function getToken (): string | null {
  return readToken()
}

export function getBasketId (): number | null {
  const raw = readSession(BASKET_ID_KEY)
  if (raw === null || raw === '') return null
  const bid = Number(raw)
  return Number.isFinite(bid) ? bid : null
}

/** After a successful login: token in storage and an 8-hour cookie, basket id in the session. */
export function saveLogin (authentication: Authentication): void {
  writeToken(authentication.token)
  writeSession(BASKET_ID_KEY, authentication.bid === null ? '' : String(authentication.bid))
  notifyStore()
}

/** After a failed login: token, cookie and basket id cleared. */
export function clearLogin (): void {
  writeToken(null)
  writeSession(BASKET_ID_KEY, null)
  notifyStore()
}

/** Replaces only the token, e.g. after a deluxe upgrade or a chatbot rename hands out a new one. */
export function replaceToken (token: string): void {
  writeToken(token)
  notifyStore()
}

/**
 * Logout: record the last login IP first (it needs the token), then drop the token
 * from storage and cookie, the basket id and item total, and announce the change. Navigating to
 * '/' is left to the caller, which owns the router.
 */
export async function logout (): Promise<void> {
  try {
    await apiFetch<unknown>('rest/saveLoginIp')
  } catch (err) {
    console.log(err)
  }
  writeToken(null)
  writeSession(BASKET_ID_KEY, null)
  writeSession(ITEM_TOTAL_KEY, null)
  notifyStore()
}

/* Remember-me: the e-mail is kept in localStorage 'email'. */

export function getRememberedEmail (): string | null {
  return readRememberedEmail()
}

export function rememberEmail (email: string): void {
  writeLocal(REMEMBERED_EMAIL_KEY, email)
  notifyStore()
}

export function forgetEmail (): void {
  writeLocal(REMEMBERED_EMAIL_KEY, null)
  notifyStore()
}

/* Two-factor login keeps a temporary token until the TOTP code is verified. */

export function saveTwoFactorTmpToken (tmpToken: string): void {
  writeLocal(TOTP_TMP_TOKEN_KEY, tmpToken)
}

export function getTwoFactorTmpToken (): string | null {
  return readLocal(TOTP_TMP_TOKEN_KEY)
}

export function clearTwoFactorTmpToken (): void {
  writeLocal(TOTP_TMP_TOKEN_KEY, null)
}

function base64UrlDecode (segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, ch => ch.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/**
 * Reads the JWT payload's `data` without verifying the signature: the client only uses it to
 * decide what to show; the server checks the token on every call.
 */
export function decodeUser (token: string | null): SessionUser | null {
  if (!token) return null
  const parts = token.split('.')
  if (parts.length < 2) return null
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as { data?: Partial<SessionUser> }
    const data = payload.data
    if (!data || typeof data !== 'object') return null
    return {
      id: Number(data.id),
      email: String(data.email ?? ''),
      role: String(data.role ?? ''),
      deluxeToken: String(data.deluxeToken ?? ''),
      lastLoginIp: String(data.lastLoginIp ?? ''),
      profileImage: String(data.profileImage ?? '')
    }
  } catch {
    return null
  }
}

const serverSnapshot = (): null => null

/** The login state, re-rendering whenever it changes in this tab or another one. */
export function useSession (): Session {
  const token = useSyncExternalStore(subscribeStore, readToken, serverSnapshot)
  const user = useMemo(() => decodeUser(token), [token])
  const hasRole = useCallback((role: string) => user?.role === role, [user])
  return useMemo(() => ({ token, user, isLoggedIn: token !== null && token !== '', hasRole }), [token, user, hasRole])
}

/** The basket id from sessionStorage, reactive to logins and logouts. */
export function useBasketId (): number | null {
  return useSyncExternalStore(subscribeStore, getBasketId, serverSnapshot)
}
