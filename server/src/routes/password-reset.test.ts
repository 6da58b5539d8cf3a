import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const reset = (body: unknown) => t.api.post('/rest/user/reset-password').send(body as object)

describe('POST /rest/user/reset-password', () => {
  it('refuses a wrong answer for a known account with 401 and keeps the password', async () => {
    const res = await reset({ email: t.email('sven.kowalski'), answer: 'krakow', new: 'Fresh-Start-55', repeat: 'Fresh-Start-55' })
    expect(res.status).toBe(401)
    expect(res.body.error).toBe('Wrong answer to security question.')
    await t.login(t.email('sven.kowalski'), 'Spring2024!')
  })

  it('accepts every answer the account allows, case-insensitively', async () => {
    const first = await reset({ email: t.email('amara.okafor'), answer: 'stone town', new: 'Island-Hop-1', repeat: 'Island-Hop-1' })
    expect(first.status).toBe(200)
    expect(first.body.user.email).toBe(t.email('amara.okafor'))
    expect(first.body.user).not.toHaveProperty('password')
    await t.login(t.email('amara.okafor'), 'Island-Hop-1')
    const second = await reset({ email: t.email('amara.okafor'), answer: 'ZANZIBAR', new: 'Island-Hop-2', repeat: 'Island-Hop-2' })
    expect(second.status).toBe(200)
    await t.login(t.email('amara.okafor'), 'Island-Hop-2')
  })

  it('answers an unknown e-mail exactly like a wrong answer and changes nothing', async () => {
    const res = await reset({ email: 'nobody@juice.shop.test', answer: 'x', new: 'abcdef', repeat: 'abcdef' })
    expect(res.status).toBe(401)
    expect(res.body.error).toBe('Wrong answer to security question.')
  })

  it('refuses bad input with 400 and a message per field, and missing or mismatching passwords with 401', async () => {
    const email = t.email('henrik.dahl')
    for (const body of [
      { email, answer: 'Fjord Freight', new: 'abcdef', repeat: 'abcdeg' },
      { email, answer: 'Fjord Freight', repeat: 'abcdef' },
      { email, answer: 'Fjord Freight', new: '', repeat: '' }
    ]) expect((await reset(body)).status, JSON.stringify(body)).toBe(401)
    for (const body of [
      {},
      { email, answer: 'Fjord Freight', new: 'abc', repeat: 'abc' },
      { email, answer: '', new: 'abcdef', repeat: 'abcdef' },
      { email, answer: 'x'.repeat(201), new: 'abcdef', repeat: 'abcdef' },
      { email, answer: 'Fjord Freight', new: 'a'.repeat(41), repeat: 'a'.repeat(41) },
      { email: ['a'], answer: 'Fjord Freight', new: 'abcdef', repeat: 'abcdef' },
      { email, answer: 5, new: 'abcdef', repeat: 'abcdef' }
    ]) {
      const res = await reset(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.status).toBe('error')
    }
    // Henrik's password is untouched.
    await t.login(email, 'Fjell&Fjord-Morning-33')
  })
})

describe('reset attempt limits', () => {
  it('stops wrong answers for one account after ten tries, even with the right answer', async () => {
    const email = t.email('julia.moreno')
    for (let i = 0; i < 10; i++) expect((await reset({ email, answer: `guess ${i}`, new: 'abcdef', repeat: 'abcdef' })).status).toBe(401)
    const limited = await reset({ email, answer: 'guess 11', new: 'abcdef', repeat: 'abcdef' })
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatch(/Too many/)
  })

  it('takes the client from the first address of X-Forwarded-For, so a new first address starts afresh (the planted bypass)', async () => {
    const email = t.email('sven.kowalski')
    const guess = async (forwarded: string, i: number) => (await reset({ email, answer: `guess ${i}`, new: 'abcdef', repeat: 'abcdef' }).set('X-Forwarded-For', forwarded)).status
    for (let i = 0; i < 10; i++) expect(await guess(`198.51.100.7, 10.0.0.${i}`, i)).toBe(401)
    // The same first address, spaced differently and behind another proxy, is the same client.
    expect(await guess(' 198.51.100.7 ,10.0.0.99', 10)).toBe(429)
    expect(await guess('198.51.100.8, 198.51.100.7', 11)).toBe(401)
  })

  it('stops a client after 100 attempts in five minutes', async () => {
    // Spread over many accounts so only the per-client limit can trip.
    let status = 0
    for (let i = 0; i < 100 && status !== 429; i++) {
      status = (await reset({ email: `someone${i}@juice.shop.test`, answer: 'x', new: 'abcdef', repeat: 'abcdef' })).status
    }
    expect(status).toBe(429)
  })
})
