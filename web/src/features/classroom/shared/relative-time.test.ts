import { describe, expect, it } from 'vitest'
import { dateTime, relativeTime } from './relative-time'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const ago = (ms: number): string => new Date(NOW - ms).toISOString()

describe('relativeTime', () => {
  it.each([
    [0, 'now'],
    [59_000, '59 seconds ago'],
    // Each unit starts at exactly one of it.
    [60_000, '1 minute ago'],
    [90_000, '1 minute ago'],
    // Rounded, not cut off.
    [160_000, '3 minutes ago'],
    [3_600_000, '1 hour ago'],
    [3 * 3_600_000, '3 hours ago'],
    [86_400_000, 'yesterday'],
    [5 * 86_400_000, '5 days ago']
  ])('says %i ms before now is %j', (ms, text) => {
    expect(relativeTime(ago(ms), NOW, 'en')).toBe(text)
  })

  it('speaks of the future too', () => {
    expect(relativeTime(ago(-2 * 3_600_000), NOW, 'en')).toBe('in 2 hours')
    expect(relativeTime(ago(-30_000), NOW, 'en')).toBe('in 30 seconds')
  })

  it('speaks the current language', () => {
    expect(relativeTime(ago(180_000), NOW, 'de')).toBe('vor 3 Minuten')
  })

  it('says nothing for a time it cannot read', () => {
    expect(relativeTime('not a time', NOW, 'en')).toBe('')
  })
})

describe('dateTime', () => {
  // Midday UTC is the same calendar day in every time zone the machine may run in.
  const MIDDAY = '2026-11-26T12:00:00.000Z'

  it('writes date and time in the current language', () => {
    expect(dateTime(MIDDAY, 'en')).toMatch(/^Nov 26, 2026, \d{1,2}:\d{2}\s[AP]M$/)
    expect(dateTime(MIDDAY, 'de')).toMatch(/^26\.11\.2026, \d{2}:\d{2}$/)
  })

  it('shows a time it cannot read as it came', () => {
    expect(dateTime('soon', 'en')).toBe('soon')
  })
})
