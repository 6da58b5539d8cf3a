import { describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

// Detectors that run on every search ask for the same data again and again: whether a challenge
// is solved, and every account's e-mail and hash (the search dump). The shop answers both from
// what it read at the current version of the table, so these tests write behind the shop's back
// (straight SQL on its connection) to show that no answer outlives a change.
const t = createTestShop()
const shop = t.shop.registry.get()

const search = async (q: string): Promise<number> => (await t.api.get('/rest/products/search').query({ q })).status

describe('whether a challenge is solved', () => {
  it('is read once while the Challenges table is unchanged, and read again after any change to it', () => {
    const key = shop.challenges.list().find(c => !c.solved && c.key !== 'scoreBoardChallenge')!.key
    const reads = vi.spyOn(shop.repos.challenges, 'find')
    expect(shop.challenges.isSolved(key)).toBe(false)
    expect(shop.challenges.isSolved(key)).toBe(false)
    expect(shop.challenges.isSolved(key)).toBe(false)
    expect(reads).toHaveBeenCalledTimes(1)

    shop.db.prepare('UPDATE Challenges SET solved = 1 WHERE key = ?').run(key)
    expect(shop.challenges.isSolved(key)).toBe(true)
    expect(reads).toHaveBeenCalledTimes(2)
    reads.mockRestore()
  })
})

describe("the search dump detector's account list", () => {
  const dumpOfUsers = (where: string): string =>
    `')) UNION SELECT id, email, password, '1', '2', '3', '4', '5', '6' FROM Users ${where}--`

  it('is read once per version of Users, so honest searches do not read every account each time', async () => {
    const reads = vi.spyOn(shop.repos.users, 'credentials')
    for (const q of ['apple', 'banana', 'apple']) expect(await search(q)).toBe(200)
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1)
    reads.mockRestore()
  })

  it('includes an account registered after it was read: a dump without that account does not solve', async () => {
    expect(await search('apple')).toBe(200)
    const late = shop.repos.users.insert({ email: `late${Date.now()}@example.test`, password: 'f'.repeat(32), role: 'customer' })
    expect(await search(dumpOfUsers(`WHERE id != ${late.id}`))).toBe(200)
    expect(shop.challenges.isSolved('searchUnionUsersChallenge')).toBe(false)

    expect(await search(dumpOfUsers(''))).toBe(200)
    expect(shop.challenges.isSolved('searchUnionUsersChallenge')).toBe(true)
  })
})
