// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BASKET_ID_KEY, TOKEN_KEY, getToken, readLocal, readSession, writeLocal, writeSession, writeToken } from './token-store'

afterEach(() => {
  vi.restoreAllMocks()
  Cookies.remove(TOKEN_KEY)
  localStorage.clear()
  sessionStorage.clear()
})

/** A privacy mode in which touching the page's storage throws. */
function blockStorage (): void {
  const refuse = (): never => { throw new DOMException('The operation is insecure.', 'SecurityError') }
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse)
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse)
}

describe('the login state in the browser\'s storage', () => {
  it('is written to and read from local and session storage', () => {
    writeLocal('email', 'kim@shop.test')
    writeSession(BASKET_ID_KEY, '4')
    expect([localStorage.getItem('email'), sessionStorage.getItem(BASKET_ID_KEY)]).toEqual(['kim@shop.test', '4'])
    expect([readLocal('email'), readSession(BASKET_ID_KEY), readLocal('nothing'), readSession('nothing')]).toEqual(['kim@shop.test', '4', null, null])
    writeLocal('email', null)
    writeSession(BASKET_ID_KEY, null)
    expect([localStorage.getItem('email'), sessionStorage.getItem(BASKET_ID_KEY)]).toEqual([null, null])
  })

  it('reads as logged out, and writes nothing, where storage is blocked', () => {
    localStorage.setItem(TOKEN_KEY, 'header.payload.sig')
    sessionStorage.setItem(BASKET_ID_KEY, '4')
    blockStorage()
    expect([getToken(), readLocal(TOKEN_KEY), readSession(BASKET_ID_KEY)]).toEqual([null, null, null])
    expect(() => {
      writeToken('other.token.sig')
      writeLocal('email', 'kim@shop.test')
      writeSession(BASKET_ID_KEY, '5')
    }).not.toThrow()
    vi.restoreAllMocks()
    expect([localStorage.getItem(TOKEN_KEY), localStorage.getItem('email'), sessionStorage.getItem(BASKET_ID_KEY)]).toEqual(['header.payload.sig', null, '4'])
  })
})
