import { describe, expect, it } from 'vitest'
import type { ShopPorts } from '../ports.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { listHints } from './hints.js'
import { repeatNotification } from './notifications.js'

const t = createTestShop()
const shop = t.shop.registry.get()
/** The test shop with some of its parts replaced. */
const withParts = (parts: Partial<ShopPorts>): ShopPorts => Object.assign(Object.create(shop) as ShopPorts, parts)

describe('listHints', () => {
  it('numbers every hint from 1 in catalogue order, each challenge’s hints from 1', () => {
    const hints = listHints(shop)
    expect(hints.map(hint => hint.id)).toEqual(hints.map((_hint, index) => index + 1))
    const first = shop.challenges.list().find(challenge => challenge.hints.length > 1)!
    expect(hints.filter(hint => hint.ChallengeId === first.id)).toEqual(first.hints.map((text, index) => ({ id: expect.any(Number), ChallengeId: first.id, text, order: index + 1 })))
  })

  it('lists the same hints when the shop hides them on its own screens', () => {
    const ctf = withParts({ config: { ...shop.config, challenges: { ...shop.config.challenges, showHints: false } } })
    expect(listHints(ctf)).toEqual(listHints(shop))
  })
})

describe('repeatNotification', () => {
  it('re-sends by the challenge’s exact name, and names a challenge it does not know', () => {
    const repeated: string[] = []
    const challenges = Object.assign(Object.create(shop.challenges) as ShopPorts['challenges'], { repeatNotification: (key: string) => { repeated.push(key); return true } })
    const spied = withParts({ challenges })
    const target = shop.challenges.list()[0]!
    repeatNotification(spied, target.name)
    expect(repeated).toEqual([target.key])
    expect(() => repeatNotification(spied, target.name.toUpperCase())).toThrow(expect.objectContaining({ kind: 'not-found', message: 'Challenge not found' }))
    expect(repeated).toHaveLength(1)
  })
})
