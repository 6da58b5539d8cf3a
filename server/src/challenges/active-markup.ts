/**
 * "Active markup" as the catalogue defines it: a `<script` element, an `on…=` event-handler
 * attribute inside a tag, or a `javascript:` URL. Detectors of stored XSS use it.
 */
const SCRIPT_TAG = /<script\b/i
const EVENT_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i
const JAVASCRIPT_URL = /javascript\s*:/i

export const hasActiveMarkup = (text: string): boolean =>
  SCRIPT_TAG.test(text) || EVENT_HANDLER.test(text) || JAVASCRIPT_URL.test(text)
