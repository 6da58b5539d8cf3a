import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'
import { fromLoopback } from './internal.js'

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

  it('does not exist for the right secret sent with another instance\'s name, or none', async () => {
    for (const instance of ['', 'other', `${shop.id}x`]) {
      expect((await t.api.get('/internal/stock-sync').set('X-Shop-Instance', instance).set('X-Shop-Internal', shop.internalSecret)).status, instance).toBe(404)
    }
    expect((await t.api.get('/internal/stock-sync').set('X-Shop-Internal', shop.internalSecret)).status).toBe(404)
  })

  it('answers the shop\'s own jobs, which send the instance and its secret', async () => {
    const res = await t.api.get('/internal/stock-sync').set('X-Shop-Instance', shop.id).set('X-Shop-Internal', shop.internalSecret)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ok', instance: shop.id })
  })
})

describe('which peers count as this machine', () => {
  it('takes all of 127.0.0.0/8 and ::1, also written out or IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '127.255.255.255', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:127.1.2.3']) {
      expect(fromLoopback(address), address).toBe(true)
    }
  })

  it('takes no other peer, nor a socket without an address', () => {
    for (const address of [undefined, '', '128.0.0.1', '126.255.255.255', '10.0.0.1', '::', '::2', '::ffff:10.0.0.1', '0.0.0.0', 'localhost', '127.0.0.1 ']) {
      expect(fromLoopback(address), String(address)).toBe(false)
    }
  })
})
