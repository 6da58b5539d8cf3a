const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000], ['second', 1000]
]

/** "3 minutes ago" / "vor 3 Minuten" in the current language, from the browser's own formatter. */
export function relativeTime (iso: string, now: number, language: string): string {
  const diff = Date.parse(iso) - now
  if (Number.isNaN(diff)) return ''
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'second') return format.format(Math.round(diff / ms), unit)
  }
  return ''
}

/** Date and time in the current language, for the frozen banner and the console. */
export function dateTime (iso: string, language: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
}
