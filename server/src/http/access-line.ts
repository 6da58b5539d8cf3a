import type { IncomingMessage, ServerResponse } from 'node:http'
import basicAuth from 'basic-auth'

/*
 * One line of the access log in the combined format, byte for byte as morgan 1.x writes it with
 * the format the shop used (`:remote-addr - :remote-user [:date[clf]] ":method :decoded-url
 * HTTP/:http-version" :status :res[content-length] ":referrer" ":user-agent"`). morgan built a
 * token table per request and escaped every field with a regular-expression replace; under load
 * that was a few per cent of each request. The rules kept from it, which `access-line.test.ts`
 * compares with morgan itself:
 * - every field but the address and the path is a string escaped for a line-oriented log (control characters,
 *   quotes, backslashes, U+2028/9); a field that is not a string is written as it is;
 * - an empty or missing field is written as `-` (morgan's `|| "-"`, so a numeric 0 is a dash too);
 * - the path is written decoded and NOT escaped: that is the planted log forging
 *   (logForgingChallenge), an encoded line break in a URL starts a new line.
 */

const CLF_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\]/
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\]/g
const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' }

const escapeChar = (ch: string): string => SHORT_ESCAPES[ch] ?? '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0')

/** A field as morgan's token wrapper hands it on: strings escaped, anything else untouched. */
function field (value: unknown): unknown {
  if (typeof value !== 'string') return value
  return NEEDS_ESCAPE.test(value) ? value.replace(NEEDS_ESCAPE_ALL, escapeChar) : value
}

/** A field as written: empty, zero and missing values become a dash. */
const shown = (value: unknown): unknown => value || '-' // eslint-disable-line @typescript-eslint/prefer-nullish-coalescing

const pad2 = (n: number): string => n < 10 ? `0${n}` : String(n)

/** The common-log-format date of now (formatted per line: no module-level memo, as the server keeps no mutable module state). */
function clfNow (): string {
  const date = new Date()
  return `${pad2(date.getUTCDate())}/${CLF_MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())} +0000`
}

function headerValue (value: unknown): unknown {
  return Array.isArray(value) ? value.join(', ') : value
}

/** The name of HTTP basic credentials, which the combined format calls the remote user. */
function remoteUser (req: IncomingMessage): string | undefined {
  return req.headers.authorization === undefined ? undefined : basicAuth(req)?.name
}

/**
 * The access-log line (without its line break) of a finished request. `remoteAddress` and
 * `decodedPath` go in as they are (the shop gave morgan its own tokens for both, which it does not
 * escape); the date, HTTP version and status hold nothing that needs escaping.
 */
export function accessLine (req: IncomingMessage, res: ServerResponse, remoteAddress: string, decodedPath: string): string {
  // Written when the response is finished, so its head has normally been sent; morgan's check is kept.
  const sent = res.headersSent
  const status = sent ? String(res.statusCode) : undefined
  const length = sent ? headerValue(res.getHeader('content-length')) : undefined
  const { referer, referrer } = req.headers as { referer?: string, referrer?: string }
  /* eslint-disable @typescript-eslint/restrict-plus-operands -- a field that is not a string is written as JavaScript's `+` writes it, as morgan did */
  return shown(remoteAddress) + ' - ' + shown(field(remoteUser(req))) + ' [' + clfNow() + '] "' +
    shown(field(req.method)) + ' ' + shown(decodedPath) + ' HTTP/' + req.httpVersionMajor + '.' + req.httpVersionMinor + '" ' +
    shown(status) + ' ' + shown(field(length)) + ' "' + shown(field(referer || referrer)) + '" "' + shown(field(req.headers['user-agent'])) + '"' // eslint-disable-line @typescript-eslint/prefer-nullish-coalescing
  /* eslint-enable @typescript-eslint/restrict-plus-operands */
}
