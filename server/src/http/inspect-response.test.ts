import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

afterEach(() => { vi.restoreAllMocks() })

/** Counts the texts JSON.parse is given from the response inspection (the test client parses answers too). */
function parsedByInspection (): string[] {
  const parse = JSON.parse
  const texts: string[] = []
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    if (/inspect-response\.ts:/.test(new Error().stack ?? '')) texts.push(text)
    return parse(text, reviver) as unknown
  })
  return texts
}

describe('response inspection', () => {
  it.each(['/rest/admin/application-version', '/api/Products/1', '/rest/languages'])('parses no answer no detector reads (%s)', async path => {
    const parsed = parsedByInspection()
    const res = await t.api.get(path)
    expect(res.status).toBe(200)
    // Detectors see answers by path and status first; the body of these is of no interest to any.
    expect(parsed).toEqual([])
  })

  it('still parses the body for a detector that reads it (whoami, account-disclosure)', async () => {
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    const parsed = parsedByInspection()
    const res = await t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(parsed).toEqual([res.text])
  })
})
