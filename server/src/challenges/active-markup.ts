/**
 * "Active markup" as the catalogue defines it: a `<script` element, an `on…=` event-handler
 * attribute inside a tag, or a `javascript:` URL. Detectors of stored XSS use it.
 *
 * Detectors see attacker-sized text (captions of up to 1 MB, product descriptions, comments), so
 * every check here is linear in the text's length: no pattern is retried from each of many
 * starting points over the same stretch of text.
 */
const SCRIPT_TAG = /<script\b/i
const JAVASCRIPT_URL = /javascript\s*:/i
const TAG_START = /<[a-z]/i
const EVENT_HANDLER = /\son[a-z]+\s*=/i

/**
 * Whether some tag that `opener` starts holds a match of `attribute` before its closing `>`: what
 * `/<opener>[^>]*<attribute>/` asks, for an `attribute` that cannot match `>` itself. That
 * pattern is quadratic on many openers without a `>` (each one rescans the rest of the text);
 * here every stretch of the text is scanned a bounded number of times. Each tag's search for the
 * attribute starts where the tag's opener ends; the earliest attribute match at or after a point
 * stays the answer for every later tag that starts before it, so it is looked for again only once
 * a tag starts past it.
 */
export function tagHolds (text: string, opener: RegExp, attribute: RegExp): boolean {
  const openers = new RegExp(opener.source, `${opener.flags.replace(/[gy]/g, '')}g`)
  const attributes = new RegExp(attribute.source, `${attribute.flags.replace(/[gy]/g, '')}g`)
  let next: RegExpExecArray | null | undefined
  for (let from = 0; ;) {
    openers.lastIndex = from
    const open = openers.exec(text)
    if (open === null) return false
    const start = open.index + open[0].length
    if (next === undefined || (next !== null && next.index < start)) {
      attributes.lastIndex = start
      next = attributes.exec(text)
    }
    if (next === null) return false
    const close = text.indexOf('>', start)
    if (close === -1 || next.index < close) return true
    from = close + 1
  }
}

export const hasActiveMarkup = (text: string): boolean =>
  SCRIPT_TAG.test(text) || tagHolds(text, TAG_START, EVENT_HANDLER) || JAVASCRIPT_URL.test(text)
