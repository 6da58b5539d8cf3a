import { describe, expect, it } from 'vitest'
import { newCustomer } from '../test-support/customers.js'
import { servedTo } from '../test-support/served-files.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

describe('GET /.well-known/security.txt', () => {
  it('tells the detectors who read the policy, or nobody without a login', async () => {
    const customer = await newCustomer(t)
    const readers = servedTo(t, 'well-known')
    for (const headers of [customer.auth, {}]) {
      const res = await t.api.get('/.well-known/security.txt').set(headers)
      expect([res.status, res.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8'])
    }
    expect(readers).toEqual([customer.id, null])
  })
})
