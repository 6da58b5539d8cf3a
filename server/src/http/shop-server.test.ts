import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

describe('the shop server', () => {
  const seen: Array<{ request: boolean, response: boolean, node: boolean }> = []
  // Records what each request and response is when it arrives, before Express has touched it.
  const t = createTestShop(c => c, shop => (req, res) => {
    seen.push({
      request: Object.getPrototypeOf(req) === shop.app.request,
      response: Object.getPrototypeOf(res) === shop.app.response,
      node: req instanceof http.IncomingMessage && res instanceof http.ServerResponse
    })
    shop.handle(req, res)
  })

  it('makes every request and response with Express\'s prototypes, so Express never reshapes them', async () => {
    await t.api.get('/rest/admin/application-version').expect(200)
    await t.login(t.email('admin'), 'qwerty123')
    await t.api.get('/no/such/file.txt')
    expect(seen).toHaveLength(3)
    expect(seen.every(entry => entry.request && entry.response && entry.node)).toBe(true)
  })

  it('answers as Express does: its helpers, the body parsers and the error answers work on these objects', async () => {
    const version = await t.api.get('/rest/admin/application-version').expect(200)
    expect(version.body).toEqual({ version: expect.any(String) })
    const refused = await t.api.post('/rest/user/login').send({ email: 'nobody@example.com', password: 'x' })
    expect(refused.status).toBe(401)
    const broken = await t.api.post('/rest/user/login').set('Content-Type', 'application/json').send('{"email":')
    expect(broken.status).toBe(400)
  })
})
