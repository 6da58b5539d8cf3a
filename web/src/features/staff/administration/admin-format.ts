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

/** Dates follow the reader's language like every other date in the shop. */
export { formatDateTime } from '@/lib/locale-format'
