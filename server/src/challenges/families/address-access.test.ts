import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { newCustomer, testAddress } from '../../test-support/customers.js'

const t = createTestShop()

describe('addressTakeoverChallenge', () => {
  it('is solved by updating another customer\'s address by its id', async () => {
    const c = await newCustomer(t)
    const own = (await t.api.post('/api/Addresss').set(c.auth).send(testAddress)).body.data.id
    await t.api.put(`/api/Addresss/${own}`).set(c.auth).send({ ...testAddress, city: 'Faro' })
    expect(await t.solved('addressTakeoverChallenge')).toBe(false)
    const res = await t.api.put('/api/Addresss/1').set(c.auth).send({ ...testAddress, fullName: 'Mateo Rossi', streetAddress: 'Somewhere else 1' })
    expect(res.status).toBe(200)
    expect(res.body.data.UserId).not.toBe(c.id)
    expect(await t.solved('addressTakeoverChallenge')).toBe(true)
  })
})

describe('headerIdentityChallenge', () => {
  it('stays unsolved when the header names the caller', async () => {
    const c = await newCustomer(t)
    expect((await t.api.get('/api/Addresss').set(c.auth).set('X-User-Email', c.email)).status).toBe(200)
    expect(await t.solved('headerIdentityChallenge')).toBe(false)
  })

  it('is solved by naming another customer in X-User-Email', async () => {
    const c = await newCustomer(t)
    const res = await t.api.get('/api/Addresss').set(c.auth).set('X-User-Email', t.email('mateo.rossi'))
    expect(res.body.data[0]).toMatchObject({ UserId: 10, fullName: 'Mateo Rossi' })
    expect(await t.solved('headerIdentityChallenge')).toBe(true)
  })
})
