import { describe, expect, it } from 'vitest'
import { createTestShop, seeded } from '../test-support/test-shop.js'

const t = createTestShop()

async function bearer (who: { local: string, password: string }): Promise<string> {
  return `Bearer ${(await t.login(t.email(who.local), who.password)).token}`
}

describe('PUT /api/Quantitys/:id (accounting edits the stock)', () => {
  it('lets accounting and the admin set a quantity up to the stock limit, and no one else', async () => {
    for (const who of [seeded.accountant, seeded.admin]) {
      const res = await t.api.put('/api/Quantitys/1').set('Authorization', await bearer(who)).send({ quantity: 100_000 })
      expect([res.status, res.body.data?.quantity], who.local).toEqual([200, 100_000])
    }
    expect((await t.api.put('/api/Quantitys/1').send({ quantity: 5 })).status).toBe(401)
    const email = t.email('stock-curious')
    await t.api.post('/api/Users/').send({ email, password: 'Start-Pass1', passwordRepeat: 'Start-Pass1' })
    const customer = `Bearer ${(await t.login(email, 'Start-Pass1')).token}`
    expect((await t.api.put('/api/Quantitys/1').set('Authorization', customer).send({ quantity: 5 })).status).toBe(403)
  })

  it.each([
    ['not a number', '12', 'quantity must be a number'],
    ['a fraction', 1.5, 'quantity must be a whole number'],
    ['negative', -1, 'quantity must not be negative'],
    ['above the limit', 100_001, 'quantity must be at most 100000']
  ])('refuses a quantity that is %s, saying why', async (_case, quantity, message) => {
    const res = await t.api.put('/api/Quantitys/1').set('Authorization', await bearer(seeded.accountant)).send({ quantity })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
  })
})

describe('PUT /api/Products/:id (the planted open product edit)', () => {
  it('takes prices from 0 to 100 000, a trimmed name up to 200 characters and an image path up to 300', async () => {
    const res = await t.api.put('/api/Products/2').send({ name: `  ${'N'.repeat(200)}  `, price: 100_000, deluxePrice: 0, image: 'i'.repeat(300) })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ name: 'N'.repeat(200), price: 100_000, deluxePrice: 0, image: 'i'.repeat(300) })
  })

  it.each([
    ['a price that is no number', { price: '9.99' }, 'must be a number'],
    ['a negative price', { price: -0.01 }, 'must not be negative'],
    ['a deluxe price too large', { deluxePrice: 100_000.01 }, 'is too large'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 201 characters', { name: 'N'.repeat(201) }, 'name'],
    ['an image path of 301 characters', { image: 'i'.repeat(301) }, 'image']
  ])('refuses %s, naming what is wrong', async (_case, body, said) => {
    const res = await t.api.put('/api/Products/3').send(body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(said)
  })
})
