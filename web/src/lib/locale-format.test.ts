import { describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateTime, localeTag } from './locale-format'
import { formatPrice } from './price'

describe('formatPrice per language', () => {
  it('keeps the English format the shop always had', () => {
    expect(formatPrice(3.49, 'en')).toBe('3.49¤')
    expect(formatPrice(1999.999, 'en')).toBe('2000.00¤')
  })

  it('uses the decimal comma in German, French, Polish and Brazilian Portuguese', () => {
    expect(formatPrice(3.49, 'de')).toBe('3,49¤')
    expect(formatPrice(3.49, 'fr')).toBe('3,49¤')
    expect(formatPrice(3.49, 'pl')).toBe('3,49¤')
    expect(formatPrice(3.49, 'pt_BR')).toBe('3,49¤')
  })

  it('groups thousands the way each language does', () => {
    expect(formatPrice(12345.6, 'en')).toBe('12,345.60¤')
    expect(formatPrice(12345.6, 'de')).toBe('12.345,60¤')
  })

  it('falls back to English for a tag Intl cannot read instead of throwing', () => {
    expect(formatPrice(1, 'x_!!')).toBe('1.00¤')
  })

  it('never prints NaN or Infinity', () => {
    expect(formatPrice(Number.NaN, 'de')).toBe('0,00¤')
  })
})

/** ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones). */
const spaced = (text: string | null): string | null => text?.replace(/\s/g, ' ') ?? null

describe('formatDate per language', () => {
  it('writes the same day differently in English and German', () => {
    expect(formatDate('2019-03-15', 'en', 'long')).toBe('March 15, 2019')
    expect(formatDate('2019-03-15', 'de', 'long')).toBe('15. März 2019')
    expect(formatDate('2019-03-15', 'ja', 'long')).toBe('2019年3月15日')
  })

  it('writes the medium style unless asked otherwise, from a day, a Date or epoch milliseconds', () => {
    const march15 = new Date(2019, 2, 15, 10, 0)
    expect([formatDate('2019-03-15', 'en'), formatDate(march15, 'en'), formatDate(march15.getTime(), 'en')]).toEqual(['Mar 15, 2019', 'Mar 15, 2019', 'Mar 15, 2019'])
    expect(formatDate('2019-03-15', 'en', 'short')).toBe('3/15/19')
  })

  it('falls back to English for a tag Intl cannot read instead of throwing', () => {
    expect(formatDate('2019-03-15', 'x_!!', 'long')).toBe('March 15, 2019')
    expect(spaced(formatDateTime(new Date(2026, 0, 2, 12, 30), 'x_!!'))).toBe('Jan 2, 2026, 12:30 PM')
  })

  it('gives null for missing or unreadable values', () => {
    expect(formatDate(null, 'en')).toBeNull()
    expect(formatDate('', 'en')).toBeNull()
    expect(formatDate('not a date', 'en')).toBeNull()
    expect(formatDateTime(undefined, 'de')).toBeNull()
  })

  it('adds the time of day for date and time', () => {
    const when = Date.UTC(2026, 0, 2, 12, 30)
    expect(formatDateTime(when, 'de')!.length).toBeGreaterThan(formatDate(when, 'de')!.length)
  })

  it('writes date and time in the medium style for dialogs and the short one for tables', () => {
    const noon = new Date(2026, 0, 2, 12, 30)
    expect(spaced(formatDateTime(noon, 'en'))).toBe('Jan 2, 2026, 12:30 PM')
    expect(spaced(formatDateTime(noon, 'en', 'short'))).toBe('1/2/26, 12:30 PM')
    expect(formatDateTime(noon, 'de', 'short')).toBe('02.01.26, 12:30')
  })
})

describe('a bare day', () => {
  // The test machine runs in UTC, where both readings show the same day: the zone asked of Intl is what differs.
  const zoneAskedFor = (value: string | number): string | undefined => {
    const Original = Intl.DateTimeFormat
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (tag, options) { return new Original(tag, options) })
    try {
      formatDate(value, 'en')
      return made.mock.calls[0][1]?.timeZone
    } finally { made.mockRestore() }
  }

  it('is read in UTC, so a reader west of Greenwich sees the same day; an instant in the reader\'s own zone', () => {
    expect(zoneAskedFor('2019-03-15')).toBe('UTC')
    for (const instant of ['2019-03-15T00:00:00Z', Date.UTC(2019, 2, 15), '+002019-03-15', '2019-03-1', '2019-3-15', '219-03-15']) {
      expect(zoneAskedFor(instant), String(instant)).toBeUndefined()
    }
  })
})

describe('localeTag', () => {
  it('turns file keys into BCP 47 tags', () => {
    expect(localeTag('zh_CN')).toBe('zh-CN')
    expect(localeTag('de')).toBe('de')
  })
})
