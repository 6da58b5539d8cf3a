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
