import { expect } from 'vitest'
import { newCustomer } from './customers.js'
import type { TestShop } from './test-shop.js'

/**
 * Who asked for each file of one root the shop reported as served (`file.served`, which the
 * challenge detectors listen to), for the requests sent after the call: a user id, or null for
 * an anonymous request.
 */
export function servedTo (t: TestShop, root: string): Array<number | null> {
  const requesters: Array<number | null> = []
  t.shop.registry.get().events.on('file.served', event => { if (event.root === root) requesters.push(event.requesterId) })
  return requesters
}

/**
 * Asks for a text file as a fresh customer and then without a login: both get it, and the shop
 * reports the customer's id and then nobody as its readers.
 */
export async function expectTextServedToBoth (t: TestShop, root: string, url: string): Promise<void> {
  const customer = await newCustomer(t)
  const readers = servedTo(t, root)
  for (const headers of [customer.auth, {}]) {
    const res = await t.api.get(url).set(headers)
    expect([res.status, res.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8'])
  }
  expect(readers).toEqual([customer.id, null])
}
