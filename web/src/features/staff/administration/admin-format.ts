/** Shown for a missing value (no login yet, no IP recorded). */
export const NO_VALUE = '–'

/** Comments longer than this are cut in the feedback table; the detail dialog shows them whole. */
export const COMMENT_PREVIEW_LENGTH = 60

/** Cuts a text to at most `max` characters (counting code points), ending in an ellipsis when cut. */
export function truncateText (text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`
}

/**
 * A date and time in the reader's language. Accepts the ISO strings of createdAt/updatedAt and the
 * epoch milliseconds of lastLoginTime; null, empty or unreadable values give null. Tables use the
 * short date style, dialogs the medium one.
 */
export function formatDateTime (
  value: string | number | null | undefined,
  language: string,
  style: 'short' | 'medium' = 'medium'
): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: style, timeStyle: 'short' }).format(date)
  } catch {
    return date.toLocaleString()
  }
}
