import { currentLanguage } from './i18n'

/** 'pt_BR' → 'pt-BR': language keys name files with '_', Intl wants BCP 47 tags. */
export function localeTag (language: string): string {
  return language.replace('_', '-')
}

/*
 * Dates in the reader's language; prices are in lib/price.ts, which the first screen needs and
 * dates are not. Intl throws a RangeError for a tag it cannot parse (a hand-set cookie may hold
 * one); such a language falls back to English formats instead of breaking the screen.
 */
function safely<T> (language: string, make: (tag: string) => T): T {
  try { return make(localeTag(language)) } catch { return make('en') }
}

function toDate (value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A calendar day in the reader's language (ISO strings, epoch milliseconds or Dates); null when unreadable. */
export function formatDate (value: string | number | Date | null | undefined, language: string = currentLanguage(), style: 'short' | 'medium' | 'long' = 'medium'): string | null {
  const date = toDate(value)
  // A bare day ('2019-03-15') is midnight UTC; read in UTC so readers west of Greenwich see the same day.
  const timeZone = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined
  return date && safely(language, tag => new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone })).format(date)
}

/** A date and time in the reader's language; tables use the short style, dialogs the medium one. */
export function formatDateTime (value: string | number | Date | null | undefined, language: string = currentLanguage(), style: 'short' | 'medium' = 'medium'): string | null {
  const date = toDate(value)
  return date && safely(language, tag => new Intl.DateTimeFormat(tag, { dateStyle: style, timeStyle: 'short' })).format(date)
}
