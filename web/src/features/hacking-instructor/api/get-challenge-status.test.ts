import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls } from '@/test-support/recorded-calls'
import { getChallengeSolved } from './get-challenge-status'

const server = mockShopServer()

describe('whether a tutorial\'s challenge is solved', () => {
  it('asks for that one challenge by key, never for the whole listing', async () => {
    const asked = recordCalls(server, 'get', 'api/Challenges/', { status: 'success', data: [{ key: 'scoreBoardChallenge', name: 'Score Board', solved: true }] })
    expect(await getChallengeSolved('scoreBoardChallenge')).toBe(true)
    expect(asked.map(call => call.query)).toEqual([{ key: 'scoreBoardChallenge' }])
  })

  it.each([
    ['an unsolved challenge', { status: 'success', data: [{ key: 'x', name: 'X', solved: false }] }],
    ['a key the shop does not know', { status: 'success', data: [] }],
    ['an answer without data', { status: 'success' }]
  ])('is not solved for %s', async (_case, answer) => {
    recordCalls(server, 'get', 'api/Challenges/', answer)
    expect(await getChallengeSolved('x')).toBe(false)
  })
})
