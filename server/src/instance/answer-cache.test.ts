import { describe, expect, it } from 'vitest'
import { ANSWER_ENTRIES, AnswerCache } from './answer-cache.js'
import type { TableVersions } from '../repositories/table-versions.js'

function cacheWithVersions (): { cache: AnswerCache, bump: () => void } {
  let version = 0
  const versions: TableVersions = { of: () => String(version) }
  return { cache: new AnswerCache(versions), bump: () => { version++ } }
}

const wrap = (data: readonly unknown[]): unknown => ({ data })

describe('the answer cache', () => {
  it('builds a value once per table version and rebuilds it after a change', () => {
    const { cache, bump } = cacheWithVersions()
    let builds = 0
    const build = (): Array<{ n: number }> => { builds++; return [{ n: builds }] }
    const first = cache.value('k', ['Products'], build)
    expect(cache.value('k', ['Products'], build)).toBe(first)
    bump()
    expect(cache.value('k', ['Products'], build)).toEqual([{ n: 2 }])
    expect(builds).toBe(2)
  })

  it('hands out an encoded answer only for the very rows it gave, never for equal rows computed elsewhere', () => {
    const { cache } = cacheWithVersions()
    const rows = cache.value('k', ['Products'], () => [{ id: 1 }])
    expect(cache.answer('k', [...rows], wrap)).toBeDefined()
    expect(cache.answer('k', [{ id: 1 }], wrap)).toBeUndefined()
    expect(cache.answer('other', rows, wrap)).toBeUndefined()
  })

  it('freezes cached rows, so nobody can change a later answer by changing a row', () => {
    const { cache } = cacheWithVersions()
    const [row] = cache.value('k', ['Products'], () => [{ id: 1 }]) as Array<{ id: number }>
    expect(() => { row.id = 2 }).toThrow(TypeError)
  })

  it(`keeps at most ${ANSWER_ENTRIES} entries, dropping the least recently used`, () => {
    const { cache } = cacheWithVersions()
    const firstRows = cache.value('search 0', ['Products'], () => [{ id: 0 }])
    for (let i = 1; i <= ANSWER_ENTRIES * 2; i++) {
      cache.value(`search ${i}`, ['Products'], () => [{ id: i }])
      // The first key stays in use, so it is never the least recently used one.
      cache.value('search 0', ['Products'], () => [{ id: -1 }])
    }
    expect(cache.value('search 0', ['Products'], () => [{ id: -1 }])).toBe(firstRows)
    expect(cache.answer('search 1', [{ id: 1 }], wrap)).toBeUndefined()
    expect(cache.size).toBe(ANSWER_ENTRIES)
  })
})
