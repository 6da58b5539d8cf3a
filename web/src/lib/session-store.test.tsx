// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { fakeToken } from '@/test-support/render-screen'
import { apiFetch } from './api-client'
import {
  clearLogin, clearTwoFactorTmpToken, forgetEmail, getBasketId, getRememberedEmail, getToken, getTwoFactorTmpToken, logout,
  rememberEmail, replaceToken, saveLogin, saveTwoFactorTmpToken, useBasketId, useSession
} from './session'
import { TOKEN_COOKIE_LIFETIME_MS, dropTokenWithoutCookie, notifyStore, subscribeStore } from './token-store'

const server = mockShopServer()

afterEach(() => {
  Cookies.remove('token')
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

const ADMIN = fakeToken({ id: 1, email: 'admin@juice-sh.op', role: 'admin' })
const JIM = fakeToken({ id: 2, email: 'jim@juice-sh.op', role: 'customer' })

/** The headers the shop received with one request. */
async function sentHeaders (): Promise<Headers> {
  let headers = new Headers()
  server.use(http.get(shopUrl('rest/user/whoami'), ({ request }) => { headers = request.headers; return HttpResponse.json({ user: {} }) }))
  await apiFetch('rest/user/whoami')
  return headers
}

describe('a login', () => {
  it('keeps the token in storage and an 8-hour cookie, the basket in this tab, and is announced', () => {
    const set = vi.spyOn(Cookies, 'set')
    const listener = vi.fn()
    const unsubscribe = subscribeStore(listener)
    saveLogin({ token: ADMIN, bid: 4, umail: 'admin@juice-sh.op' })
    unsubscribe()
    expect(getToken()).toBe(ADMIN)
    expect(Cookies.get('token')).toBe(ADMIN)
    const expires = (set.mock.calls[0][2] as { expires: Date }).expires.getTime()
    expect(Math.abs(expires - Date.now() - TOKEN_COOKIE_LIFETIME_MS)).toBeLessThan(60_000)
    expect(TOKEN_COOKIE_LIFETIME_MS).toBe(8 * 60 * 60 * 1000)
    expect(sessionStorage.getItem('bid')).toBe('4')
    expect(getBasketId()).toBe(4)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('without a basket leaves the basket id empty', () => {
    saveLogin({ token: ADMIN, bid: null, umail: 'admin@juice-sh.op' })
    expect(sessionStorage.getItem('bid')).toBe('')
    expect(getBasketId()).toBeNull()
  })

  it('is sent along with every request as a bearer token, with a remembered email', async () => {
    expect((await sentHeaders()).get('Authorization')).toBeNull()
    saveLogin({ token: JIM, bid: 2, umail: 'jim@juice-sh.op' })
    rememberEmail('jim@juice-sh.op')
    const headers = await sentHeaders()
    expect(headers.get('Authorization')).toBe(`Bearer ${JIM}`)
    expect(headers.get('X-User-Email')).toBe('jim@juice-sh.op')
  })

  it('is cleared completely after a failed login', () => {
    saveLogin({ token: ADMIN, bid: 4, umail: 'admin@juice-sh.op' })
    clearLogin()
    expect(getToken()).toBeNull()
    expect(Cookies.get('token')).toBeUndefined()
    expect(getBasketId()).toBeNull()
  })

  it('takes a new token without losing its basket', () => {
    saveLogin({ token: JIM, bid: 2, umail: 'jim@juice-sh.op' })
    replaceToken(ADMIN)
    expect(getToken()).toBe(ADMIN)
    expect(Cookies.get('token')).toBe(ADMIN)
    expect(getBasketId()).toBe(2)
  })
})

describe('a logout', () => {
  it('records the last login IP with the token, then forgets token, basket and item total', async () => {
    let authorization: string | null = null
    server.use(http.get(shopUrl('rest/saveLoginIp'), ({ request }) => { authorization = request.headers.get('Authorization'); return HttpResponse.json({}) }))
    saveLogin({ token: JIM, bid: 2, umail: 'jim@juice-sh.op' })
    sessionStorage.setItem('itemTotal', '3')
    await logout()
    expect(authorization).toBe(`Bearer ${JIM}`)
    expect([getToken(), Cookies.get('token'), getBasketId(), sessionStorage.getItem('itemTotal')]).toEqual([null, undefined, null, null])
  })

  it('still logs out when the login IP cannot be recorded', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    server.use(http.get(shopUrl('rest/saveLoginIp'), () => HttpResponse.json({ error: 'down' }, { status: 500 })))
    saveLogin({ token: JIM, bid: 2, umail: 'jim@juice-sh.op' })
    await logout()
    expect(getToken()).toBeNull()
    expect(console.log).toHaveBeenCalledTimes(1)
  })
})

describe('the stored extras', () => {
  it('remember and forget the email of "remember me"', () => {
    rememberEmail('jim@juice-sh.op')
    expect(localStorage.getItem('email')).toBe('jim@juice-sh.op')
    expect(getRememberedEmail()).toBe('jim@juice-sh.op')
    forgetEmail()
    expect(getRememberedEmail()).toBeNull()
  })

  it('keep the two-factor step\'s temporary token until it is verified', () => {
    saveTwoFactorTmpToken('tmp-123')
    expect(localStorage.getItem('totp_tmp_token')).toBe('tmp-123')
    expect(getTwoFactorTmpToken()).toBe('tmp-123')
    clearTwoFactorTmpToken()
    expect(getTwoFactorTmpToken()).toBeNull()
  })

  it('read a basket id that is no number as none', () => {
    sessionStorage.setItem('bid', 'NaN')
    expect(getBasketId()).toBeNull()
    sessionStorage.setItem('bid', '17')
    expect(getBasketId()).toBe(17)
  })
})

describe('a session ended by the server', () => {
  it('drops a stored token whose cookie is gone, with its basket', () => {
    localStorage.setItem('token', JIM)
    sessionStorage.setItem('bid', '2')
    sessionStorage.setItem('itemTotal', '3')
    expect(dropTokenWithoutCookie()).toBe(true)
    expect([getToken(), getBasketId(), sessionStorage.getItem('itemTotal')]).toEqual([null, null, null])
  })

  it('keeps a token that still has its cookie, and does nothing without a token', () => {
    saveLogin({ token: JIM, bid: 2, umail: 'jim@juice-sh.op' })
    expect(dropTokenWithoutCookie()).toBe(false)
    expect(getToken()).toBe(JIM)
    clearLogin()
    expect(dropTokenWithoutCookie()).toBe(false)
  })
})

describe('the session hook', () => {
  it('follows logins and logouts, and knows the user\'s role', () => {
    const { result } = renderHook(() => useSession())
    expect(result.current).toMatchObject({ token: null, user: null, isLoggedIn: false })
    expect(result.current.hasRole('admin')).toBe(false)
    act(() => { saveLogin({ token: ADMIN, bid: 1, umail: 'admin@juice-sh.op' }) })
    expect(result.current).toMatchObject({ token: ADMIN, isLoggedIn: true, user: { id: 1, email: 'admin@juice-sh.op', role: 'admin' } })
    expect(result.current.hasRole('admin')).toBe(true)
    expect(result.current.hasRole('customer')).toBe(false)
    act(() => { clearLogin() })
    expect(result.current.isLoggedIn).toBe(false)
  })

  it('counts an empty token as logged out', () => {
    localStorage.setItem('token', '')
    const { result } = renderHook(() => useSession())
    expect(result.current.isLoggedIn).toBe(false)
  })

  it('follows a login in another tab, and only changes of the login', () => {
    const { result } = renderHook(() => useSession())
    localStorage.setItem('token', JIM)
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'cart' })) })
    expect(result.current.isLoggedIn).toBe(false)
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token' })) })
    expect(result.current.isLoggedIn).toBe(true)
    localStorage.removeItem('token')
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: null })) })
    expect(result.current.isLoggedIn).toBe(false)
    localStorage.setItem('token', JIM)
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'email' })) })
    expect(result.current.isLoggedIn).toBe(true)
  })

  it('gives the basket id, following a new login', () => {
    const { result } = renderHook(() => useBasketId())
    expect(result.current).toBeNull()
    act(() => { saveLogin({ token: JIM, bid: 6, umail: 'jim@juice-sh.op' }) })
    expect(result.current).toBe(6)
  })

  it('renders logged out and without a basket where there is no browser storage to read (server rendering)', () => {
    saveLogin({ token: ADMIN, bid: 3, umail: 'admin@juice-sh.op' })
    function Probe () {
      const { isLoggedIn, user } = useSession()
      return <p>{`${String(isLoggedIn)} ${String(user)} ${String(useBasketId())}`}</p>
    }
    expect(renderToString(<Probe />)).toBe('<p>false null null</p>')
  })

  it('stops telling a listener that unsubscribed', () => {
    const listener = vi.fn()
    subscribeStore(listener)()
    notifyStore()
    expect(listener).not.toHaveBeenCalled()
  })
})
