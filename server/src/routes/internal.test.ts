import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

// supertest reaches the shop over loopback, like any other program on the shop's machine.
const t = createTestShop()
const shop = t.shop.registry.get()

describe('GET /internal/stock-sync', () => {
  it('does not exist for a local client that merely names the instance', async () => {
    const res = await t.api.get('/internal/stock-sync').set('X-Shop-Instance', shop.id)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ status: 'error', error: 'Page not found', message: 'Page not found' })
  })

  it('does not exist for a wrong or another process\'s secret', async () => {
    for (const secret of ['', 'x', shop.internalSecret.slice(1), `${shop.internalSecret}0`]) {
      expect((await t.api.get('/internal/stock-sync').set('X-Shop-Instance', shop.id).set('X-Shop-Internal', secret)).status).toBe(404)
    }
  })

  it('answers the shop\'s own jobs, which send the instance and its secret', async () => {
    const res = await t.api.get('/internal/stock-sync').set('X-Shop-Instance', shop.id).set('X-Shop-Internal', shop.internalSecret)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ok', instance: shop.id })
  })
})
