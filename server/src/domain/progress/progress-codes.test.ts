import { createHmac } from 'node:crypto'
import Hashids from 'hashids'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { applyProgressCode, progressCode, type ProgressKind } from './progress-codes.js'

const t = createTestShop()
const shop = t.shop.registry.get()

// The signing scheme as a player who somehow learnt the salt would rebuild it: the tests below
// check that knowing the Hashids salt alone is not enough, the HMAC must match too.
const codec = (kind: ProgressKind) => new Hashids(`${kind}:${shop.secrets.progressKey}`, 60)
const mac = (kind: ProgressKind, ids: number[], secret = shop.secrets.progressKey): number[] => {
  const digest = createHmac('sha256', secret).update(`${kind}:${ids.join(',')}`).digest()
  return [digest.readUInt32BE(0), digest.readUInt32BE(4)]
}
const signed = (kind: ProgressKind, ids: number[], signature = mac(kind, ids)): string => codec(kind).encode([...ids, ...signature])
const listed = (kind: ProgressKind): number[] => codec(kind).decode(progressCode(shop, kind)).map(Number).slice(0, -2)

const applied: Array<DomainEventMap['progress.applied']> = []
shop.events.on('progress.applied', payload => { applied.push(payload) })

const withSnippet = shop.challenges.list().filter(c => c.hasSnippet)
const withoutSnippet = shop.challenges.list().find(c => !c.hasSnippet)!

describe('coding progress codes', () => {
  it('list the empty marker before anything is done, signed', () => {
    expect(listed('findIt')).toEqual([0])
    expect(listed('fixIt')).toEqual([0])
    expect(progressCode(shop, 'findIt')).toBe(signed('findIt', [0]))
  })

  it('list find-it for status 1 and 2, fix-it only for status 2', () => {
    const [first, second] = withSnippet
    shop.challenges.raiseCodingStatus(first.key, 1)
    shop.challenges.raiseCodingStatus(second.key, 2)
    expect(listed('findIt').sort()).toEqual([first.id, second.id].sort())
    expect(listed('fixIt')).toEqual([second.id])
  })

  it('refuse a code with the right salt but a wrong or shifted signature', () => {
    const id = withSnippet[2].id
    const [high, low] = mac('findIt', [id])
    for (const code of [
      signed('findIt', [id], [high, low + 1]),
      signed('findIt', [id], [low, high]),
      signed('findIt', [id], mac('findIt', [id], 'another shop')),
      signed('findIt', [id], mac('fixIt', [id])),
      codec('findIt').encode([id, high]),
      codec('findIt').encode([high, low]),
      // A signature of another length in text is refused like any wrong one.
      signed('findIt', [id], [1, 2])
    ]) {
      expect(() => { applyProgressCode(shop, 'findIt', code) }).toThrow('Progress code not found')
    }
    expect(shop.challenges.codingStatus(withSnippet[2].key)).toBe(0)
  })

  it('applies a correctly signed code, skipping challenges without a coding challenge', () => {
    const target = withSnippet[2]
    applied.length = 0
    applyProgressCode(shop, 'findIt', signed('findIt', [target.id, withoutSnippet.id, 9999]))
    expect(shop.challenges.codingStatus(target.key)).toBe(1)
    expect(shop.challenges.codingStatus(withoutSnippet.key)).toBe(0)
    expect(applied).toEqual([{ kind: 'findIt', ids: [target.id, withoutSnippet.id], unknownIds: [9999] }])

    applyProgressCode(shop, 'fixIt', signed('fixIt', [target.id, withoutSnippet.id]))
    expect(shop.challenges.codingStatus(target.key)).toBe(2)
    expect(shop.challenges.codingStatus(withoutSnippet.key)).toBe(0)
  })
})

describe('a coding progress code of one challenge', () => {
  it('is applied as signed, and only for its own kind', () => {
    const target = withSnippet[3]
    expect(() => { applyProgressCode(shop, 'fixIt', signed('findIt', [target.id])) }).toThrow('Progress code not found')
    applyProgressCode(shop, 'findIt', signed('findIt', [target.id]))
    expect(shop.challenges.codingStatus(target.key)).toBe(1)
  })
})

describe('any progress code', () => {
  it('is no code when it holds anything but letters and digits', () => {
    expect(() => { applyProgressCode(shop, 'solved', `${new Hashids('', 60).encode([1])}-`) }).toThrow('Progress code not found')
  })

  it('is at most 1000 characters long', () => {
    expect(() => { applyProgressCode(shop, 'solved', 'a'.repeat(1001)) }).toThrow('A progress code has at most 1000 characters')
    expect(() => { applyProgressCode(shop, 'solved', 'a'.repeat(1000)) }).toThrow('Progress code not found')
  })

  it('reports each known id once and skips the empty marker', () => {
    const plain = new Hashids('', 60)
    const id = shop.challenges.list()[0].id
    applied.length = 0
    applyProgressCode(shop, 'solved', plain.encode([0, id, id]))
    expect(applied).toEqual([{ kind: 'solved', ids: [id], unknownIds: [] }])
    expect(shop.challenges.isSolved(shop.challenges.list()[0].key)).toBe(true)
  })
})

describe('the plain progress code', () => {
  const plain = new Hashids('', 60)
  const numbers = (): number[] => plain.decode(progressCode(shop, 'solved')).map(Number)

  it('lists the ids, then the signature and a check word that tell another shop where the ids end', () => {
    shop.challenges.solve(withoutSnippet.key)
    const solvedIds = shop.challenges.list().filter(c => c.solved).map(c => c.id)
    expect(numbers().slice(0, -3)).toEqual(solvedIds)
    expect(numbers()).toHaveLength(solvedIds.length + 3)
    applied.length = 0
    applyProgressCode(shop, 'solved', progressCode(shop, 'solved'))
    expect(applied).toEqual([{ kind: 'solved', ids: solvedIds, unknownIds: [] }])
  })

  it('counts every number of a tampered code as an id, so the tampering shows as unknown ids', () => {
    const issued = numbers()
    const cases = [[...issued, 99_999], [issued[0], 99_999, ...issued.slice(1)], issued.slice(0, -1)]
    for (const forged of cases) {
      applied.length = 0
      applyProgressCode(shop, 'solved', plain.encode(forged))
      expect(applied[0].unknownIds.length, forged.join(',')).toBeGreaterThan(0)
    }
  })
})
