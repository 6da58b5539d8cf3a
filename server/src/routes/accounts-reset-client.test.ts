import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

// A shop of its own: password-reset.test.ts spends this socket's whole per-client allowance.
const t = createTestShop()

/**
 * Spends the ten wrong answers one client has for `account` (`forwarded` is its X-Forwarded-For, none
 * if undefined), then returns the status of an eleventh try from the client `next` names.
 */
async function afterTenWrongAnswers (account: string, forwarded: string | undefined, next: string | undefined): Promise<number> {
  const guess = async (from: string | undefined, i: number): Promise<number> => {
    const request = t.api.post('/rest/user/reset-password')
    if (from !== undefined) request.set('X-Forwarded-For', from)
    return (await request.send({ email: t.email(account), answer: `guess ${i}`, new: 'abcdef', repeat: 'abcdef' })).status
  }
  for (let i = 0; i < 10; i++) expect(await guess(forwarded, i)).toBe(401)
  return await guess(next, 10)
}

describe('the client the reset attempt limits count', () => {
  it('is the socket\'s address, as plain IPv4, when no X-Forwarded-For is sent', async () => {
    expect(await afterTenWrongAnswers('sven.kowalski', '127.0.0.1', undefined)).toBe(429)
  })

  it('is the same for an IPv4 address and its IPv6-mapped form', async () => {
    expect(await afterTenWrongAnswers('julia.moreno', '::ffff:198.51.100.20', '198.51.100.20')).toBe(429)
  })

  it('loses only a leading ::ffff:, not one inside an IPv6 address', async () => {
    expect(await afterTenWrongAnswers('henrik.dahl', '2001:db8::ffff:1', '2001:db81')).toBe(401)
  })
})
