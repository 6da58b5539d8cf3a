import { beforeAll, describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { closeNotificationsFamily } from './close-notifications.js'
import type { Socket } from 'socket.io-client'
import { loadCatalogue } from '../catalogue.js'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { arrives, nextEvent } from '../../test-support/realtime.js'

interface Solved { key: string, flag: string, isRestore: boolean }

const t = createExploitShop()
let socket: Socket
const flags: string[] = []
const solvedSweep = (): Promise<boolean> => arrives(socket, 'challenge solved', (e: Solved) => e.key === 'closeNotificationsChallenge')

beforeAll(async () => {
  socket = await (await t.listening()).socket()
  // Two toasts a player would have open: the score board and the verbose error.
  for (const [key, exploit] of [
    ['scoreBoardChallenge', () => t.api.get('/api/Challenges/')],
    ['verboseErrorChallenge', () => t.api.post('/rest/user/login').send({ email: "'", password: 'x' })]
  ] as const) {
    const event = nextEvent<Solved>(socket, 'challenge solved', e => e.key === key)
    await exploit()
    flags.push((await event).flag)
  }
})

describe('closeNotificationsChallenge', () => {
  it('ignores a single flag', async () => {
    socket.emit('verifyCloseNotificationsChallenge', [flags[0]])
    expect(await solvedSweep()).toBe(false)
    socket.emit('verifyCloseNotificationsChallenge', [flags[0], flags[0]])
    expect(await solvedSweep()).toBe(false)
  })

  it('ignores flags of challenges this shop has not solved and malformed reports', async () => {
    const unsolved = loadCatalogue().byKey.get('adminSectionChallenge')!
    const unsolvedFlag = t.shop.registry.get().challenges.solvedEvent(unsolved, false).flag
    const reports: unknown[] = [
      [flags[0], unsolvedFlag],
      [flags[0], 'f'.repeat(40)],
      [flags[0], flags[1], 'not-a-flag'],
      `${flags[0]},${flags[1]}`,
      { 0: flags[0], 1: flags[1] },
      Array.from({ length: 201 }, () => flags[0])
    ]
    for (const report of reports) socket.emit('verifyCloseNotificationsChallenge', report)
    expect(await solvedSweep()).toBe(false)
    expect(await t.solved('closeNotificationsChallenge')).toBe(false)
  })

  it('is solved when the flags of two solved challenges are reported as closed together', async () => {
    const solved = nextEvent<Solved>(socket, 'challenge solved', e => e.key === 'closeNotificationsChallenge')
    await accountsExploits.closeNotificationsChallenge(t)
    expect(await solved).toMatchObject({ isRestore: false, hidden: false })
    expect(await t.solved('closeNotificationsChallenge')).toBe(true)
  })
})

describe('close-notifications report rule', () => {
  const a = 'a'.repeat(40)
  const b = 'b'.repeat(40)
  const accepts = (payload: unknown, solvedFlags = [a, b]): boolean => {
    const h = familyHarness(closeNotificationsFamily, { solvedFlags })
    const keys = h.report('verifyCloseNotificationsChallenge', payload)
    expect(h.errors, 'a malformed report is refused, not thrown on').toEqual([])
    return keys.includes('closeNotificationsChallenge')
  }

  it('accepts two or more distinct solved flags in any letter case', () => {
    expect(accepts([a, b])).toBe(true)
    expect(accepts([a.toUpperCase(), b])).toBe(true)
    expect(accepts(['1', '2'], ['1', '2'])).toBe(true)
    const many = Array.from({ length: 200 }, (_, i) => i.toString(16))
    expect(accepts(many, many)).toBe(true)
  })

  it('refuses too few, too many, repeated, malformed or unsolved flags', () => {
    expect(accepts([a])).toBe(false)
    expect(accepts([a, a.toUpperCase()])).toBe(false)
    expect(accepts([a, b, 'c'.repeat(40)])).toBe(false)
    expect(accepts([a, `x${b}`], [a, `x${b}`])).toBe(false)
    expect(accepts([a, `${b}x`], [a, `${b}x`])).toBe(false)
    expect(accepts([a, ''], [a, ''])).toBe(false)
    expect(accepts([a, 'c'.repeat(129)], [a, 'c'.repeat(129)])).toBe(false)
    expect(accepts([a, 7], [a, '7'])).toBe(false)
    expect(accepts({ 0: a, 1: b, length: 2 })).toBe(false)
    expect(accepts(`${a}${b}`)).toBe(false)
    const many = Array.from({ length: 201 }, (_, i) => i.toString(16))
    expect(accepts(many, many)).toBe(false)
  })
})
