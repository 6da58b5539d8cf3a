import { beforeAll, describe, expect, it } from 'vitest'
import { newCustomer, type Customer } from '../test-support/customers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { expectStoppedEarly, slowestOfThree, underAttack } from '../test-support/under-attack.js'

/**
 * The review update's document-style filter (the operator injection entry) runs on the main
 * thread, so its worst inputs within the 200 kB body must stay cheap: no code-running or
 * unbounded-pattern operator, and deep or wide operator trees answered quickly without holding
 * anyone else up or touching a review.
 */
const t = createTestShop()
let customer: Customer

beforeAll(async () => { customer = await newCustomer(t, 'operator.stacker') })

const patch = (id: unknown) => t.api.patch('/rest/products/reviews').set(customer.auth).send({ id, message: 'rewritten by a filter bomb' })
/** Sends a filter given as JSON text (a deep one would overflow this side's own JSON.stringify). */
const patchText = (idJson: string) => t.api.patch('/rest/products/reviews').set(customer.auth).type('json')
  .send(`{"message":"rewritten by a filter bomb","id":${idJson}}`)

/** A filter that matches nothing, nested `depth` times, as JSON text. */
const deep = (depth: number): string => `${'{"$and":['.repeat(depth)}{"$eq":-1}${']}'.repeat(depth)}`

describe('review filter operators', () => {
  it('refuse code and patterns however they are nested', async () => {
    for (const id of [{ $where: 'while(true){}' }, { $and: [{ $where: 'true' }] }, { $not: { $regex: '(a+)+$' } }, { $elemMatch: { $where: 'true' } }]) {
      expect((await patch(id)).status, JSON.stringify(id)).toBe(400)
    }
  })

  it.each([
    ['a tree nested as deep as the body allows', deep(15_000)],
    ['a flat tree as wide as the body allows', JSON.stringify({ $or: Array.from({ length: 12_000 }, (_, i) => ({ $eq: -1 - i })) })],
    ['a nested $nor of $in lists', JSON.stringify({ $nor: Array.from({ length: 400 }, () => ({ $in: Array.from({ length: 40 }, (_, i) => -i) })) })]
  ])('answer %s quickly while the shop keeps answering, touching no review', async (_name, filter) => {
    expect(filter.length).toBeLessThan(200_000)
    const before = (await t.api.get('/rest/products/1/reviews')).body.data
    const harmlessMs = await slowestOfThree(() => patchText('{"$eq":-1}'))
    const { result, attackMs } = await underAttack(t.api, () => patchText(filter))
    expect([200, 400, 413]).toContain(result.status)
    if (result.status === 200) expect(result.body.modified).toBe(0)
    expectStoppedEarly(attackMs, harmlessMs, 'the filter')
    expect((await t.api.get('/rest/products/1/reviews')).body.data).toEqual(before)
  })
})
