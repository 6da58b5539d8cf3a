import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { b2bOrdersFamily } from './b2b-orders.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { orderExploits } from '../../test-support/exploits/orders.js'
import { newCustomer } from '../../test-support/customers.js'

const t = createExploitShop()

describe('b2bCodeExecChallenge', () => {
  it('accepts real order lines without solving anything', async () => {
    const c = await newCustomer(t)
    const res = await t.api.post('/b2b/v2/orders').set(c.auth).send({ cid: 'CAFE-LUNA-7', orderLinesData: '[{"productId": 3, "quantity": 240}]' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ cid: 'CAFE-LUNA-7', orderNo: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(await t.solved('b2bCodeExecChallenge')).toBe(false)
  })

  it('is solved by order lines that call child_process', async () => {
    await orderExploits.b2bCodeExecChallenge(t)
    expect(await t.solved('b2bCodeExecChallenge')).toBe(true)
  })
})

describe('b2bOccupyChallenge', () => {
  it('is solved by order lines that never finish, answered with 503', async () => {
    await orderExploits.b2bOccupyChallenge(t)
    expect(await t.solved('b2bOccupyChallenge')).toBe(true)
    expect((await t.api.get('/rest/admin/application-version')).status).toBe(200)
  }, 15_000)
})

describe('b2b-orders sandbox rules', () => {
  const ran = (decoyCalls: string[], interrupted = false, source = 'b2b-orders'): string[] => {
    const h = familyHarness(b2bOrdersFamily)
    h.emit('sandbox.ran', { source, decoyCalls, interrupted, memoryExceeded: false })
    return h.solved
  }

  it.each([
    [['require(child_process)'], ['b2bCodeExecChallenge']],
    [['child_process.exec'], ['b2bCodeExecChallenge']],
    [['require(fs)', 'fs.readFileSync'], []],
    [['process.env'], []],
    [[], []]
  ])('order lines reaching %j solve %j', (calls, keys) => {
    expect(ran(calls)).toEqual(keys)
  })

  it('needs the time budget cut off for the occupy challenge', () => {
    expect(ran([], true)).toEqual(['b2bOccupyChallenge'])
  })

  it('ignores runs of other sandboxed features', () => {
    expect(ran(['require(child_process)'], true, 'review-filter')).toEqual([])
  })
})
