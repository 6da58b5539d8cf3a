import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { newCustomer, testAddress } from '../../test-support/customers.js'

const t = createExploitShop()

describe('addressTakeoverChallenge', () => {
  it('stays unsolved when customers update their own address', async () => {
    const c = await newCustomer(t)
    const own = (await t.api.post('/api/Addresss').set(c.auth).send(testAddress)).body.data.id
    expect((await t.api.put(`/api/Addresss/${own}`).set(c.auth).send({ ...testAddress, city: 'Faro' })).status).toBe(200)
    expect(await t.solved('addressTakeoverChallenge')).toBe(false)
  })

  it('is solved by updating another customer\'s address by its id', async () => {
    await basketExploits.addressTakeoverChallenge(t)
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
    await basketExploits.headerIdentityChallenge(t)
    expect(await t.solved('headerIdentityChallenge')).toBe(true)
    const c = await newCustomer(t)
    const seeded = await t.api.get('/api/Addresss').set(c.auth).set('X-User-Email', t.email('mateo.rossi'))
    expect(seeded.body.data[0]).toMatchObject({ UserId: 10, fullName: 'Mateo Rossi' })
    // Blanks around the address are no disguise; a blank header names nobody, so the caller's own list.
    const padded = await t.api.get('/api/Addresss').set(c.auth).set('X-User-Email', `  ${t.email('mateo.rossi')} `)
    expect(padded.body.data[0]).toMatchObject({ UserId: 10, fullName: 'Mateo Rossi' })
    const blank = await t.api.get('/api/Addresss').set(c.auth).set('X-User-Email', '   ')
    expect([blank.status, blank.body.data]).toEqual([200, []])
  })
})
