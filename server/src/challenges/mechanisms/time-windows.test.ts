import { describe, expect, it } from 'vitest'
import { InFlightRegistry, SlidingWindows } from './time-windows.js'

function windowsAt (start = 1_000, maxSubjects = 3) {
  let now = start
  return { windows: new SlidingWindows(() => now, maxSubjects), advance: (ms: number) => { now += ms } }
}

describe('SlidingWindows', () => {
  it('includes an event exactly at the window edge and drops it one millisecond later', () => {
    const { windows, advance } = windowsAt()
    windows.hit('a', 100)
    advance(100)
    expect(windows.count('a', 100)).toBe(1)
    expect(windows.hit('a', 100)).toBe(2)
    advance(1)
    expect(windows.count('a', 100)).toBe(1)
    expect(windows.sinceLast('a')).toBe(1)
  })

  it('counts without recording, and keeps subjects apart', () => {
    const { windows } = windowsAt()
    windows.hit('a', 100)
    expect(windows.count('a', 100)).toBe(1)
    expect(windows.count('a', 100)).toBe(1)
    expect(windows.count('b', 100)).toBe(0)
    expect(windows.hit('b', 100)).toBe(1)
  })

  it('keeps at most the latest 1000 events of a subject', () => {
    const { windows } = windowsAt()
    for (let i = 0; i < 1005; i++) windows.hit('a', 10_000)
    expect(windows.count('a', 10_000)).toBe(1000)
    expect(windows.hit('a', 10_000)).toBe(1001)
    expect(windows.count('a', 10_000)).toBe(1000)
  })

  it('forgets the least recently hit subject beyond its limit', () => {
    const { windows, advance } = windowsAt()
    for (const subject of ['a', 'b', 'c']) { windows.hit(subject, 10_000); advance(1) }
    windows.hit('a', 10_000)
    windows.hit('d', 10_000)
    expect(['a', 'b', 'c', 'd'].map(s => windows.count(s, 10_000))).toEqual([2, 0, 1, 1])
  })

  it('starts over after a reset', () => {
    const { windows } = windowsAt()
    windows.hit('a', 100)
    windows.reset('a')
    expect(windows.count('a', 100)).toBe(0)
    expect(windows.sinceLast('a')).toBeNull()
  })

  it('uses the real clock and 5000 subjects by default', () => {
    const windows = new SlidingWindows()
    const before = Date.now()
    windows.hit('a', 1000)
    expect(windows.sinceLast('a')).toBeGreaterThanOrEqual(0)
    expect(windows.sinceLast('a')).toBeLessThanOrEqual(Date.now() - before + 5)
    for (let i = 0; i < 5000; i++) windows.hit(`s${i}`, 1000)
    expect(windows.count('a', 1000)).toBe(0)
    expect(windows.count('s0', 1000)).toBe(1)
  })
})

describe('InFlightRegistry', () => {
  it('keeps subjects apart and lists the running values oldest first', () => {
    const registry = new InFlightRegistry()
    const a1 = registry.enter('a', 'first')
    registry.enter('b', 'other')
    registry.enter('a', 'second')
    const a3 = registry.enter('a')
    expect(a3.overlapping).toBe(2)
    expect(a3.others).toEqual(['first', 'second'])
    a1.leave()
    expect(registry.size('a')).toBe(2)
    expect(registry.enter('a').others).toEqual(['second', undefined])
    expect(registry.size('b')).toBe(1)
    expect(registry.size('nobody')).toBe(0)
  })
})
