import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { newCustomer } from '../test-support/customers.js'

const t = createTestShop()

describe('/api-docs', () => {
  it('serves Swagger UI from the shop itself and the B2B OpenAPI document', async () => {
    expect((await t.api.get('/api-docs')).headers.location).toBe('/api-docs/')
    const page = await t.api.get('/api-docs/')
    expect(page.status).toBe(200)
    expect(page.text).toContain('./swagger-ui-bundle.js')
    expect(page.text).not.toMatch(/https?:\/\//)
    expect((await t.api.get('/api-docs/swagger-ui-bundle.js')).status).toBe(200)
    const doc = await t.api.get('/api-docs/openapi.json')
    expect(doc.body.openapi).toBe('3.0.3')
    expect(Object.keys(doc.body.paths)).toEqual(['/orders'])
    // HEAD is read-only too: the headers of the document, without its body.
    const head = await t.api.head('/api-docs/openapi.json')
    expect([head.status, head.headers['content-type']]).toEqual([200, expect.stringMatching(/^application\/json/)])
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)('answers %s with a JSON 405 that names the methods it offers', async method => {
    for (const path of ['/api-docs', '/api-docs/', '/api-docs/openapi.json', '/api-docs/swagger-ui.css']) {
      const res = await t.api[method](path)
      expect(res.status).toBe(405)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers.allow).toBe('GET, HEAD')
      expect(res.body).toEqual({ status: 'error', error: `Method ${method.toUpperCase()} not allowed on ${path}`, message: `Method ${method.toUpperCase()} not allowed on ${path}` })
    }
  })

  it('answers a file it does not have with a JSON 404', async () => {
    const res = await t.api.get('/api-docs/no-such-file.js')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ status: 'error', error: 'Unexpected path: GET /api-docs/no-such-file.js', message: 'Unexpected path: GET /api-docs/no-such-file.js' })
  })

  it('serves the stylesheet and icons the page uses, and not the package\'s own demo page of a pet store', async () => {
    for (const path of ['/api-docs/swagger-ui.css', '/api-docs/favicon-32x32.png', '/api-docs/swagger-ui-bundle.js.map']) {
      expect((await t.api.get(path)).status, path).toBe(200)
    }
    for (const path of ['/api-docs/index.html', '/api-docs/swagger-initializer.js', '/api-docs/oauth2-redirect.html', '/api-docs/package.json', '/api-docs/swagger-ui-es-bundle.js']) {
      const res = await t.api.get(path)
      expect(res.status, path).toBe(404)
      expect(res.body.error).toBe(`Unexpected path: GET ${path}`)
    }
  })

  it('serves no index page of the package\'s own for a folder path: only the shop\'s page answers /api-docs/', async () => {
    for (const path of ['/api-docs//', '/api-docs/./']) {
      const res = await t.api.get(path)
      expect(res.status, path).toBe(404)
      expect(res.body.error).toBe(`Unexpected path: GET ${path}`)
    }
  })
})

describe('POST /b2b/v2/orders', () => {
  it('needs a login and a cid, and well-formed order lines when they are sent', async () => {
    expect((await t.api.post('/b2b/v2/orders').send({ cid: 'JS1', orderLinesData: '[]' })).status).toBe(401)
    const c = await newCustomer(t)
    for (const bad of [
      {}, { orderLinesData: '[]' }, { cid: '', orderLinesData: '[]' }, { cid: 'JS1', orderLinesData: 42 }, { cid: 'JS1', orderLinesData: 'x'.repeat(10_001) },
      { cid: 'JS1', orderLines: '[]' }, { cid: 'JS1', orderLines: [{ productId: 1 }] }, { cid: 'JS1', orderLines: [{ productId: 'one', quantity: 1 }] }, { cid: 'JS1', orderLines: [{ productId: 1, quantity: 0 }] }
    ]) {
      const res = await t.api.post('/b2b/v2/orders').set(c.auth).send(bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.status).toBe('error')
    }
  })

  it('says which field is wrong: a missing or blank cid, order lines data that is no text', async () => {
    const c = await newCustomer(t)
    const said = async (body: object): Promise<string> => JSON.stringify((await t.api.post('/b2b/v2/orders').set(c.auth).send(body)).body)
    expect(await said({ orderLinesData: '[]' })).toContain('cid is required')
    expect(await said({ cid: '   ', orderLinesData: '[]' })).toContain('cid is required')
    expect(await said({ cid: 'JS1', orderLinesData: 42 })).toContain('orderLinesData must be text')
  })
})
