import { describe, expect, it } from 'vitest'
import { ObservationLog } from './observations.js'

function logWithClock (ttlMs = 1000, maxEntries = 3) {
  let now = 10_000
  const log = new ObservationLog(ttlMs, maxEntries, () => now)
  return { log, advance: (ms: number) => { now += ms } }
}

describe('ObservationLog', () => {
  it('remembers what was served for exactly its time to live', () => {
    const { log, advance } = logWithClock()
    log.record('search', 'apple')
    expect(log.seen('search', 'apple')).toBe(true)
    expect(log.seen('search', 'pear')).toBe(false)
    expect(log.seen('other', 'apple')).toBe(false)
    advance(1000)
    expect(log.seen('search', 'apple')).toBe(true)
    advance(1)
    expect(log.seen('search', 'apple')).toBe(false)
  })

  it('keeps kind and value apart', () => {
    const { log } = logWithClock()
    log.record('ab', 'c')
    expect(log.seen('a', 'bc')).toBe(false)
  })

  it('renews an entry that is recorded again', () => {
    const { log, advance } = logWithClock()
    log.record('search', 'apple')
    advance(800)
    log.record('search', 'apple')
    advance(800)
    expect(log.seen('search', 'apple')).toBe(true)
  })

  it('drops the oldest entry beyond its size, and a renewed one counts as new', () => {
    const { log, advance } = logWithClock()
    log.record('k', 'a')
    advance(1)
    log.record('k', 'b')
    advance(1)
    log.record('k', 'c')
    advance(1)
    log.record('k', 'a')
    advance(1)
    log.record('k', 'd')
    expect(['a', 'b', 'c', 'd'].map(v => log.seen('k', v))).toEqual([true, false, true, true])
  })

  it('forgets expired entries on the next record, so memory holds only live ones', () => {
    const { log, advance } = logWithClock()
    const size = () => (log as unknown as { entries: Map<string, number> }).entries.size
    log.record('k', 'a')
    log.record('k', 'b')
    advance(600)
    log.record('k', 'c')
    advance(401)
    log.record('k', 'd')
    expect(size()).toBe(2)
    expect(['c', 'd'].map(v => log.seen('k', v))).toEqual([true, true])
  })

  it('keeps an entry that is exactly its time to live old when another is recorded', () => {
    const { log, advance } = logWithClock()
    log.record('k', 'a')
    advance(1000)
    log.record('k', 'b')
    expect(log.seen('k', 'a')).toBe(true)
  })

  it('defaults to 60 s', () => {
    let now = 0
    const log = new ObservationLog(undefined, undefined, () => now)
    log.record('k', 'a')
    now = 60_000
    expect(log.seen('k', 'a')).toBe(true)
    now = 60_001
    expect(log.seen('k', 'a')).toBe(false)
  })
})
