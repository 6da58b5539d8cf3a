// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import {
  INVALID_CODE_MESSAGE, PROGRESS_COOKIE_DAYS, applyProgressCodes, fetchProgressCodes, readProgressCookies, removeProgressCookies,
  saveProgressCodes, writeProgressCookies
} from './progress-codes'

const server = mockShopServer()

afterEach(() => {
  removeProgressCookies()
  vi.restoreAllMocks()
})

const CODES = { continueCode: 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY', continueCodeFindIt: 'Wjm4zPLgvb', continueCodeFixIt: 'B5qjXkJYNv' }

function serveCodes (codes: Record<string, string | undefined>) {
  server.use(
    http.get(shopUrl('rest/continue-code'), () => HttpResponse.json({ continueCode: codes.continueCode })),
    http.get(shopUrl('rest/continue-code-findIt'), () => HttpResponse.json({ continueCode: codes.continueCodeFindIt })),
    http.get(shopUrl('rest/continue-code-fixIt'), () => HttpResponse.json({ continueCode: codes.continueCodeFixIt }))
  )
}

describe('the progress cookies', () => {
  it('keep each code for a year, readable by a lax same-site cookie', () => {
    const set = vi.spyOn(Cookies, 'set')
    writeProgressCookies(CODES)
    expect(readProgressCookies()).toEqual(CODES)
    expect(PROGRESS_COOKIE_DAYS).toBe(365)
    expect(set).toHaveBeenCalledWith('continueCodeFindIt', 'Wjm4zPLgvb', { expires: 365, sameSite: 'lax' })
  })

  it('leave out codes that are missing or empty', () => {
    writeProgressCookies({ continueCode: 'abc', continueCodeFixIt: '' })
    expect(readProgressCookies()).toEqual({ continueCode: 'abc' })
  })

  it('are all removed on request', () => {
    writeProgressCookies(CODES)
    removeProgressCookies()
    expect(readProgressCookies()).toEqual({})
  })
})

describe('the progress codes of the shop', () => {
  it('are fetched all three and saved in the cookies', async () => {
    serveCodes(CODES)
    expect(await fetchProgressCodes()).toEqual(CODES)
    await saveProgressCodes()
    expect(readProgressCookies()).toEqual(CODES)
  })

  it('fail as a whole when the server answers an empty code', async () => {
    serveCodes({ ...CODES, continueCodeFixIt: '' })
    await expect(fetchProgressCodes()).rejects.toThrow(INVALID_CODE_MESSAGE)
    serveCodes({ ...CODES, continueCodeFindIt: undefined })
    await expect(fetchProgressCodes()).rejects.toThrow(INVALID_CODE_MESSAGE)
    server.use(http.get(shopUrl('rest/continue-code'), () => HttpResponse.json({ continueCode: 42 })))
    await expect(fetchProgressCodes()).rejects.toThrow(INVALID_CODE_MESSAGE)
  })

  it('are applied from the cookies by default, encoded, skipping a missing one', async () => {
    const applied: string[] = []
    server.use(http.put(shopUrl('rest/:path/apply/:code'), ({ request }) => { applied.push(new URL(request.url).pathname); return HttpResponse.json({ data: 'ok' }) }))
    writeProgressCookies({ continueCode: 'a/b c', continueCodeFixIt: 'fix' })
    await applyProgressCodes()
    expect(applied).toEqual(['/rest/continue-code/apply/a%2Fb%20c', '/rest/continue-code-fixIt/apply/fix'])
  })
})
