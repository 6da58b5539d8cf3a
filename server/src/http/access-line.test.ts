import type { IncomingMessage, ServerResponse } from 'node:http'
import morgan from 'morgan'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessLine } from './access-line.js'

/*
 * The access-log challenges read the log file, so a line must stay exactly what morgan wrote with
 * the shop's former set-up: its own tokens, the address and the decoded path as plain functions.
 */
const FORMAT = ':remote-addr - :remote-user [:date[clf]] ":method :decoded-url HTTP/:http-version" :status :res[content-length] ":referrer" ":user-agent"'
type Compiled = (tokens: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => string
const morganFormat = morgan.compile(FORMAT) as unknown as Compiled
// morgan keeps its tokens as plain properties of itself; its `default` getter only prints a notice.
const morganTokens = Object.fromEntries(Object.entries(Object.getOwnPropertyDescriptors(morgan))
  .filter(([, descriptor]) => 'value' in descriptor).map(([name, descriptor]) => [name, descriptor.value as unknown]))

const morganLine = (req: IncomingMessage, res: ServerResponse, address: string, decoded: string): string =>
  morganFormat({ ...morganTokens, 'remote-addr': () => address, 'decoded-url': () => decoded }, req, res)

interface Case {
  name: string
  headers?: Record<string, string | string[]>
  method?: string
  version?: [number, number]
  status?: number
  sent?: boolean
  length?: number | string | string[]
  address?: string
  path?: string
}

const basic = (credentials: string): string => `Basic ${Buffer.from(credentials).toString('base64')}`

const CASES: Case[] = [
  { name: 'a plain browser request', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: 'http://shop.test/#/search' }, length: '1234' },
  { name: 'no headers at all', headers: {} },
  { name: 'quotes, backslashes and control characters in the user agent', headers: { 'user-agent': 'a "quoted" \\ back\tslash\u0001\u001f\u007f\u0085\u009f end' } },
  { name: 'a user agent of nothing but characters to escape', headers: { 'user-agent': '"\\\b\f\n\r\t\u0000' } },
  { name: 'line and paragraph separators and non-ASCII text', headers: { 'user-agent': 'line\u2028para\u2029 café 😀 日本', referer: 'http://x.test/"><script>' } },
  { name: 'an empty user agent and referrer are dashes', headers: { 'user-agent': '', referer: '' } },
  { name: 'the old referrer spelling', headers: { referrer: 'http://old.test/\\path' } },
  { name: 'basic credentials name the remote user, escaped', headers: { authorization: basic('ad"min\\:secret:more') } },
  { name: 'basic credentials with an empty name', headers: { authorization: basic(':only-password') } },
  { name: 'a bearer token names no user', headers: { authorization: 'Bearer abc.def.ghi' } },
  { name: 'malformed basic credentials', headers: { authorization: 'Basic ***' } },
  { name: 'a numeric length of 0 is a dash', length: 0 },
  { name: 'a numeric length', length: 88_700 },
  { name: 'a textual length of 0 stays', length: '0' },
  { name: 'a length sent twice', length: ['12', '34'] },
  { name: 'an unsent head has neither status nor length', sent: false, length: '99' },
  { name: 'HTTP/1.0, another method and status', method: 'DELETE', version: [1, 0], status: 404 },
  { name: 'an odd method', method: 'M"\\X' },
  { name: 'a forged line in the decoded path is not escaped', path: '/api/Products/\r\nforged "x" \\ \u2028' },
  { name: 'an IPv6 address and an empty path', address: '::ffff:127.0.0.1', path: '' },
  { name: 'an empty address is a dash', address: '' }
]

function request (c: Case): [IncomingMessage, ServerResponse] {
  const [major, minor] = c.version ?? [1, 1]
  const req = { method: c.method ?? 'GET', url: '/', originalUrl: '/', headers: c.headers ?? {}, httpVersionMajor: major, httpVersionMinor: minor }
  const res = {
    statusCode: c.status ?? 200,
    headersSent: c.sent ?? true,
    getHeader: (name: string) => name === 'content-length' ? c.length : undefined
  }
  return [req as unknown as IncomingMessage, res as unknown as ServerResponse]
}

describe('an access-log line', () => {
  afterEach(() => { vi.useRealTimers() })

  it.each(CASES)('is the line morgan wrote: $name', c => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-07T04:05:06.789Z'))
    const [req, res] = request(c)
    const address = c.address ?? '10.0.0.7'
    const path = c.path ?? '/rest/products/search?q=apple juice'
    const ours = accessLine(req, res, address, path)
    expect(ours).toBe(morganLine(req, res, address, path))
  })

  it('has morgan\'s date at every moment, the second kept between lines and renewed when it passes', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const [req, res] = request({ name: 'dates' })
    const moments = ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.999Z', '2026-01-01T00:00:01.000Z', '2026-12-31T23:59:59.500Z',
      '2024-02-29T09:08:07.000Z', '2024-02-29T09:08:07.001Z', '2027-10-15T13:45:30.250Z', '2026-01-01T00:00:00.500Z',
      // Tens everywhere: two digits, no padding.
      '2026-10-10T10:10:10.000Z',
      // The 15th of every month: each month's abbreviation.
      ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15, 12)).toISOString())]
    for (const moment of moments) {
      vi.setSystemTime(new Date(moment))
      expect(accessLine(req, res, '10.0.0.1', '/x')).toBe(morganLine(req, res, '10.0.0.1', '/x'))
    }
  })
})
