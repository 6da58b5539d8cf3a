import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

async function customer (local: string): Promise<{ email: string, auth: string }> {
  const email = t.email(local)
  await t.api.post('/api/Users/').send({ email, password: 'Start-Pass1', passwordRepeat: 'Start-Pass1' })
  return { email, auth: `Bearer ${(await t.login(email, 'Start-Pass1')).token}` }
}

const HOME = { country: 'Germany', fullName: 'Lena Fischer', mobileNum: 1511234567, zipCode: '10115', streetAddress: 'Saftgasse 7', city: 'Berlin', state: 'Berlin' }

describe('POST /api/Addresss', () => {
  it('keeps the fields trimmed, a numeric ZIP code as text, a mobile number sent as text as a number, and no state as empty', async () => {
    const { auth } = await customer('address-keeper')
    const { state: _state, ...withoutState } = HOME
    const res = await t.api.post('/api/Addresss').set('Authorization', auth)
      .send({ ...withoutState, country: '  Germany ', fullName: ' Lena Fischer ', zipCode: 10115, mobileNum: '1111111' })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ country: 'Germany', fullName: 'Lena Fischer', zipCode: '10115', mobileNum: 1111111, state: '' })
  })

  it('keeps a state trimmed too', async () => {
    const { auth } = await customer('address-state')
    const res = await t.api.post('/api/Addresss').set('Authorization', auth).send({ ...HOME, state: '  Bavaria ' })
    expect([res.status, res.body.data.state]).toEqual([201, 'Bavaria'])
  })

  it.each([
    ['no country', { country: undefined }, 'Country is required'],
    ['a blank name', { fullName: '   ' }, 'Name is required'],
    ['no mobile number', { mobileNum: undefined }, 'Mobile number is required'],
    ['a fractional mobile number', { mobileNum: 1511234.5 }, 'Mobile number must be a whole number'],
    ['a 6-digit mobile number', { mobileNum: 1111110 }, 'Mobile number must be between 1111111 and 9999999999'],
    ['an 11-digit mobile number', { mobileNum: 10000000000 }, 'Mobile number must be between 1111111 and 9999999999'],
    ['no ZIP code', { zipCode: undefined }, 'ZIP code is required'],
    ['a ZIP code that is neither text nor number', { zipCode: ['10115'] }, 'ZIP code is required'],
    ['a blank ZIP code', { zipCode: '  ' }, 'ZIP code is required'],
    ['a 9-character ZIP code', { zipCode: '123456789' }, 'ZIP code may have at most 8 characters'],
    ['no street address', { streetAddress: '' }, 'Address is required'],
    ['a street address of 161 characters', { streetAddress: 'a'.repeat(161) }, 'Address may have at most 160 characters'],
    ['no city', { city: undefined }, 'City is required'],
    ['a country of 101 characters', { country: 'c'.repeat(101) }, 'Country may have at most 100 characters'],
    ['a name of 101 characters', { fullName: 'n'.repeat(101) }, 'Name may have at most 100 characters'],
    ['a city of 101 characters', { city: 'b'.repeat(101) }, 'City may have at most 100 characters'],
    ['a state of 101 characters', { state: 's'.repeat(101) }, 'State may have at most 100 characters'],
    ['a state that is no text', { state: 7 }, 'state']
  ])('refuses %s, saying why', async (_case, change, message) => {
    const { auth } = await customer('address-typo')
    const res = await t.api.post('/api/Addresss').set('Authorization', auth).send({ ...HOME, ...change })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
  })

  it('takes the longest values allowed', async () => {
    const { auth } = await customer('address-long')
    const res = await t.api.post('/api/Addresss').set('Authorization', auth)
      .send({ ...HOME, country: 'c'.repeat(100), fullName: 'n'.repeat(100), zipCode: '12345678', streetAddress: 'a'.repeat(160), city: 'b'.repeat(100), state: 's'.repeat(100), mobileNum: 9999999999 })
    expect(res.status).toBe(201)
  })
})

describe('GET /api/Addresss and the X-User-Email header (planted)', () => {
  it('lists the addresses of the account the header names, and the caller\'s own for a blank header (Node trims header values itself)', async () => {
    const owner = await customer('address-owner')
    const caller = await customer('address-caller')
    await t.api.post('/api/Addresss').set('Authorization', owner.auth).send(HOME)
    const claimed = await t.api.get('/api/Addresss').set('Authorization', caller.auth).set('X-User-Email', `  ${owner.email} `)
    expect(claimed.body.data.map((row: { fullName: string }) => row.fullName)).toEqual(['Lena Fischer'])
    const blank = await t.api.get('/api/Addresss').set('Authorization', caller.auth).set('X-User-Email', '   ')
    expect(blank.body.data).toEqual([])
  })

  it('trims the white space Node leaves on a header value (a no-break space) before looking the account up', async () => {
    const owner = await customer('address-owner-nbsp')
    const caller = await customer('address-caller-nbsp')
    await t.api.post('/api/Addresss').set('Authorization', owner.auth).send(HOME)
    const claimed = await t.api.get('/api/Addresss').set('Authorization', caller.auth).set('X-User-Email', `\u00a0${owner.email}\u00a0`)
    expect(claimed.body.data.map((row: { fullName: string }) => row.fullName)).toEqual(['Lena Fischer'])
  })
})
