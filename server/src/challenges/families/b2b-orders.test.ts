import { describe, expect, it } from 'vitest'
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
