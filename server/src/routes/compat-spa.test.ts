import { describe, expect, it } from 'vitest'
import { mayBeAppPage } from '../http/static-shell.js'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * Compatibility (issue 24, item 10): the single-page fallback. The peer's API test suite (OWASP
 * Juice Shop's `test/api`, frisby, v17/v18) and links into the peer's Angular front end request app
 * routes as plain paths (e.g. `/score-board`) and expect the app's index.html with 200.
 */

const t = createTestShop()

describe('paths that may be pages of the app', () => {
  it.each(['/score-board', '/search', '/profile-settings/edit', '/Juice%20Shop'])('answers %s with index.html', async path => {
    const res = await t.api.get(path)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.text).toBe((await t.api.get('/').set('Accept-Encoding', 'identity')).text)
  })

  it('answers HEAD and a path with a query string the same way', async () => {
    expect((await t.api.head('/score-board')).status).toBe(200)
    expect((await t.api.get('/score-board?utm=x')).headers['content-type']).toBe('text/html; charset=utf-8')
  })
})

describe('paths that are not', () => {
  it.each([
    ['/api/NoSuchThing', 404, /json/],
    ['/rest/no/such/call', 404, /json/],
    ['/snippets/a/b', 404, /json/],
    ['/api-docs/no-such-file.js', 404, /json/],
    ['/ftp/a/b', 403, /json/],
    ['/assets/no-such-bundle.js', 404, null],
    ['/favicon-that-is-not-there.ico', 404, null]
  ] as const)('answers GET %s without the app', async (path, status, type) => {
    const res = await t.api.get(path).set('Accept-Encoding', 'identity')
    expect(res.status).toBe(status)
    if (type) expect(res.headers['content-type']).toMatch(type)
    expect(res.text).not.toBe((await t.api.get('/').set('Accept-Encoding', 'identity')).text)
  })

  it('leaves other methods alone', async () => {
    expect((await t.api.post('/score-board')).status).toBe(404)
  })

  it('tells file and folder prefixes apart from pages, case-insensitively', () => {
    for (const path of ['/', '/score-board', '/assetsx', '/ftpx/y', '/restart']) expect(mayBeAppPage(path), path).toBe(true)
    for (const path of ['/API/x', '/rest', '/socket.io/x', '/b2b/v2/x', '/assets/x', '/ftp', '/encryptionkeys/x', '/support/logs/x', '/.well-known/x', '/x.php']) expect(mayBeAppPage(path), path).toBe(false)
  })
})
