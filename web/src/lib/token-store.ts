import Cookies from 'js-cookie'

/*
 * Low-level browser storage for the login state. Kept apart from session.ts so that api-client.ts
 * can read the token without importing the React hooks (and without an import cycle).
 */

export const TOKEN_KEY = 'token'
export const BASKET_ID_KEY = 'bid'
export const ITEM_TOTAL_KEY = 'itemTotal'
export const REMEMBERED_EMAIL_KEY = 'email'
export const TOTP_TMP_TOKEN_KEY = 'totp_tmp_token'

/** The session token cookie lives for 8 hours. */
export const TOKEN_COOKIE_LIFETIME_MS = 8 * 60 * 60 * 1000

type Listener = () => void
const listeners = new Set<Listener>()

function safeStorage (kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // Storage access throws in some privacy modes; the shop then simply behaves as logged out.
    return null
  }
}

export function readLocal (key: string): string | null {
  return safeStorage('local')?.getItem(key) ?? null
}

export function writeLocal (key: string, value: string | null): void {
  const storage = safeStorage('local')
  if (!storage) return
  if (value === null) storage.removeItem(key)
  else storage.setItem(key, value)
}

export function readSession (key: string): string | null {
  return safeStorage('session')?.getItem(key) ?? null
}

export function writeSession (key: string, value: string | null): void {
  const storage = safeStorage('session')
  if (!storage) return
  if (value === null) storage.removeItem(key)
  else storage.setItem(key, value)
}

export function getToken (): string | null {
  return readLocal(TOKEN_KEY)
}

/** Stores (or with null removes) the token in local storage and the 8-hour cookie. */
export function writeToken (token: string | null): void {
  writeLocal(TOKEN_KEY, token)
  if (token === null) {
    Cookies.remove(TOKEN_KEY)
  } else {
    Cookies.set(TOKEN_KEY, token, { expires: new Date(Date.now() + TOKEN_COOKIE_LIFETIME_MS) })
  }
}

export function getRememberedEmail (): string | null {
  return readLocal(REMEMBERED_EMAIL_KEY)
}

export function subscribeStore (listener: Listener): () => void {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

/** Announces a login-state change (logged in, logged out, new basket) to every subscriber. */
export function notifyStore (): void {
  for (const listener of [...listeners]) listener()
}

/**
 * The server ends a session on its own only by clearing the token cookie (data erasure does, on a
 * full page of its own). A token left in local storage without its cookie is such an ended
 * session, or one whose 8-hour cookie ran out: dropped at start, the shop shows itself logged out
 * instead of failing with "User not found". A token edited by hand keeps the old cookie, so stays.
 */
export function dropTokenWithoutCookie (): boolean {
  if (readLocal(TOKEN_KEY) === null || Cookies.get(TOKEN_KEY) !== undefined) return false
  writeLocal(TOKEN_KEY, null)
  writeSession(BASKET_ID_KEY, null)
  writeSession(ITEM_TOTAL_KEY, null)
  return true
}

if (typeof window !== 'undefined') {
  dropTokenWithoutCookie()
  // Another tab logging in or out changes localStorage; follow it here too.
  window.addEventListener('storage', event => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === REMEMBERED_EMAIL_KEY) notifyStore()
  })
}
