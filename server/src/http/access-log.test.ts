import fs from 'node:fs'
import { Writable } from 'node:stream'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { listLogs, logsFolder } from '../domain/logs/log-files.js'
import { AccessLog, rotatedName } from './access-log.js'
import { logAreas } from '../test-support/log-area.js'

const instance = logAreas()

/** A finished request as the log reads it. */
function finished (originalUrl: string, status = 200, url = originalUrl): [IncomingMessage, ServerResponse] {
  const req = { method: 'GET', url, originalUrl, headers: { 'user-agent': 'probe/1.0', referer: 'http://shop.test/' }, httpVersionMajor: 1, httpVersionMinor: 1 }
  const res = { statusCode: status, headersSent: true, getHeader: (name: string) => name === 'content-length' ? '42' : undefined }
  return [req as unknown as IncomingMessage, res as unknown as ServerResponse]
}

/** A folder where the live log should be: the log file cannot be opened until it is gone. */
function blockLiveLog (live: string): () => void {
  fs.mkdirSync(live, { recursive: true })
  return () => { fs.rmSync(live, { recursive: true }) }
}

const read = (file: string): string => fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''

describe('the access log', () => {
  it('writes each request in the combined format, with the path decoded and announced (planted: logForgingChallenge)', async () => {
    const { shop, events, live } = instance()
    const log = new AccessLog(shop)
    log.record(...finished('/rest/products/search?q=apple%20juice'), '10.0.0.7')
    log.record(...finished('/api/Products/%0d%0aforged', 404), '10.0.0.8')
    await vi.waitFor(() => { expect(read(live)).toMatch(/forged/) })
    const lines = read(live).split('\n')
    expect(lines[0]).toMatch(/^10\.0\.0\.7 - - \[[^\]]+\] "GET \/rest\/products\/search\?q=apple juice HTTP\/1\.1" 200 42 "http:\/\/shop\.test\/" "probe\/1\.0"$/)
    expect(lines[1]).toMatch(/^10\.0\.0\.8 - - \[[^\]]+\] "GET \/api\/Products\/\r$/)
    expect(lines[2]).toBe('forged HTTP/1.1" 404 42 "http://shop.test/" "probe/1.0"')
    expect(events).toEqual([
      ['access.logged', { decodedPath: '/rest/products/search?q=apple juice' }],
      ['access.logged', { decodedPath: '/api/Products/\r\nforged' }]
    ])
    log.close()
  })

  it('keeps a path that is not valid percent-encoding as it came, and the full path a mounted router saw in part', async () => {
    const { shop, live } = instance()
    const log = new AccessLog(shop)
    log.record(...finished('/rest/products/search?q=100%'), '10.0.0.9')
    log.record(...finished('/api/Products/1', 200, '/1'), '10.0.0.9')
    await vi.waitFor(() => { expect(read(live)).toContain('"GET /api/Products/1 HTTP/1.1" 200') })
    expect(read(live)).toContain('"GET /rest/products/search?q=100% HTTP/1.1" 200')
    log.close()
  })

  it('appends to the live log a former run of the instance left', async () => {
    const { shop, live } = instance()
    fs.mkdirSync(logsFolder(shop), { recursive: true })
    fs.writeFileSync(live, 'earlier line\n')
    const log = new AccessLog(shop)
    log.record(...finished('/again'), '10.0.0.9')
    await vi.waitFor(() => { expect(read(live)).toMatch(/^earlier line\n.*"GET \/again HTTP\/1\.1"/) })
    log.close()
  })

  it('queues at most 1000 requests while the logger loads, then writes on', async () => {
    const { shop, live } = instance()
    const log = new AccessLog(shop)
    for (let i = 1; i <= 1001; i++) log.record(...finished(`/queued/${i}`), '10.0.0.3')
    await vi.waitFor(() => { expect(read(live)).toContain('/queued/1000 ') })
    log.record(...finished('/loaded'), '10.0.0.3')
    await vi.waitFor(() => { expect(read(live)).toContain('/loaded ') })
    expect(read(live)).not.toContain('/queued/1001 ')
    expect(read(live).trimEnd().split('\n')).toHaveLength(1001)
    log.close()
  })

  it('has every request recorded so far in the file once flushed() settles, each line once and in order, written together', async () => {
    const { shop, live } = instance()
    const log = new AccessLog(shop)
    log.record(...finished('/first'), '10.0.0.4')
    await log.flushed()
    expect(read(live)).toContain('"GET /first HTTP/1.1"')
    const streamWrites = vi.spyOn(Writable.prototype, 'write')
    for (let i = 1; i <= 50; i++) log.record(...finished(`/turn/${i}`), '10.0.0.4')
    await log.flushed()
    const lines = read(live).trimEnd().split('\n')
    expect(lines.map(line => /"GET (\S+) /.exec(line)?.[1])).toEqual(['/first', ...Array.from({ length: 50 }, (_, i) => `/turn/${i + 1}`)])
    // The fifty lines of one turn went to the stream as one chunk (it writes each chunk to the file on its own).
    expect(streamWrites.mock.calls.filter(([chunk]) => String(chunk).includes('/turn/'))).toHaveLength(1)
    streamWrites.mockRestore()
    log.close()
  })

  it('writes nothing once closed, not even requests that were waiting for the logger to load', async () => {
    const { shop, live } = instance()
    const log = new AccessLog(shop)
    log.record(...finished('/before-close'), '10.0.0.1')
    log.close()
    log.record(...finished('/after-close'), '10.0.0.1')
    // A second log of the same shop, started afterwards, writes a marker: once it is in the file,
    // anything the closed log had written would be there before it.
    const witness = new AccessLog(shop)
    witness.record(...finished('/witness'), '10.0.0.1')
    await vi.waitFor(() => { expect(read(live)).toContain('/witness ') })
    witness.close()
    expect(read(live)).not.toMatch(/before-close|after-close/)
  })

  it('starts a new live log past 10 MB and keeps the full one under the day\'s name, listed after the live one', async () => {
    const { shop, live } = instance()
    const log = new AccessLog(shop)
    const bulky = `/${'x'.repeat(1024 * 1024)}`
    for (let i = 0; i < 12; i++) log.record(...finished(bulky), '10.0.0.2')
    const rotated = (): string[] => fs.readdirSync(logsFolder(shop)).filter(name => /^access\.log\.\d/.test(name))
    await vi.waitFor(() => { expect(rotated()).toHaveLength(1) }, { timeout: 10_000 })
    expect(rotated()[0]).toMatch(/^access\.log\.\d{4}-\d{2}-\d{2}$/)
    log.record(...finished('/after-rotation'), '10.0.0.2')
    await vi.waitFor(() => { expect(read(live)).toContain('/after-rotation') })
    const names = listLogs(shop).map(entry => entry.name)
    expect(names.slice(0, 2)).toEqual(['access.log', rotated()[0]])
    expect(names).toContain('access.log.2024-03-18')
    log.close()
  }, 20_000)

  it('rotates as often as the live log fills up in one day, each rotation under a name of its own', async () => {
    const { shop, live } = instance()
    const reports: unknown[] = []
    const log = new AccessLog(shop, { rotateBytes: 16 * 1024, report: (_, error) => { reports.push(error) } })
    // Each line fills more than the limit: every write is followed by a rotation.
    for (let i = 1; i <= 4; i++) {
      log.record(...finished(`/fill-${i}/${'y'.repeat(20 * 1024)}`), '10.0.0.5')
      await log.flushed()
    }
    log.record(...finished('/after-four-rotations'), '10.0.0.5')
    await vi.waitFor(() => { expect(read(live)).toContain('/after-four-rotations ') })
    const day = rotatedName(new Date())
    const rotated = fs.readdirSync(logsFolder(shop)).filter(name => name.startsWith(day)).sort()
    expect(rotated).toEqual([day, `${day}.2`, `${day}.3`, `${day}.4`])
    expect(rotated.map(name => /\/fill-(\d)\//.exec(read(`${logsFolder(shop)}/${name}`))?.[1])).toEqual(['1', '2', '3', '4'])
    expect(listLogs(shop).map(entry => entry.name).slice(0, 5)).toEqual(['access.log', `${day}.4`, `${day}.3`, `${day}.2`, day])
    expect(reports).toEqual([])
    log.close()
  })

  it('reports a log file that cannot rotate once, keeps the process alive and writes on in a file opened again', async () => {
    const { shop, live } = instance()
    const reports: unknown[] = []
    const log = new AccessLog(shop, { rotateBytes: 16 * 1024, report: (_, error) => { reports.push(error) } })
    log.record(...finished('/opened'), '10.0.0.6')
    await log.flushed()
    // Every name the rotation could take is in use, so it fails (the stream's error event).
    const day = rotatedName(new Date())
    for (let index = 1; index < 1000; index++) fs.writeFileSync(`${logsFolder(shop)}/${rotatedName(new Date(), index)}`, '')
    log.record(...finished(`/too-big/${'z'.repeat(20 * 1024)}`), '10.0.0.6')
    await vi.waitFor(() => { expect(reports).toHaveLength(1) })
    expect(reports[0]).toMatchObject({ code: 'RFS-TOO-MANY' })
    for (let index = 1; index < 1000; index++) fs.rmSync(`${logsFolder(shop)}/${rotatedName(new Date(), index)}`)
    log.record(...finished('/after-the-failure'), '10.0.0.6')
    await log.flushed()
    await vi.waitFor(() => { expect(read(live)).toContain('/after-the-failure ') })
    expect(read(`${logsFolder(shop)}/${day}`)).toContain('/too-big/')
    expect(reports).toHaveLength(1)
    log.close()
  })

  it('names the live log and each rotation of a day', () => {
    const day = new Date('2026-11-27T23:59:59.000Z')
    expect(rotatedName(null)).toBe('access.log')
    expect(rotatedName(3)).toBe('access.log')
    expect(rotatedName(day)).toBe('access.log.2026-11-27')
    expect(rotatedName(day, 1)).toBe('access.log.2026-11-27')
    expect(rotatedName(day, 2)).toBe('access.log.2026-11-27.2')
    expect(rotatedName(day, 12)).toBe('access.log.2026-11-27.12')
  })
})

describe('a log file that cannot be opened', () => {
  it('reports the first failure only, in words, and writes on once the file can be opened', async () => {
    const { shop, live } = instance()
    const unblock = blockLiveLog(live)
    const reports: string[] = []
    const log = new AccessLog(shop, { rotateBytes: 16 * 1024, report: message => { reports.push(message) } })
    log.record(...finished('/first-failure'), '10.0.0.10')
    await vi.waitFor(() => { expect(reports).toHaveLength(1) })
    expect(reports[0]).toMatch(/^The access log failed/)
    // Settles once the second file's write has failed too.
    log.record(...finished('/second-failure'), '10.0.0.10')
    await log.flushed()
    unblock()
    // A request that still reached the failing file is lost; the next one opens a new file.
    await vi.waitFor(() => {
      log.record(...finished('/opened-at-last'), '10.0.0.10')
      expect(read(live)).toContain('/opened-at-last ')
    })
    expect(reports).toHaveLength(1)
    log.close()
  })

  it('writes a request finished in the very turn the file failed into the next file', async () => {
    const { shop, live } = instance()
    const unblock = blockLiveLog(live)
    let failed = false
    const log = new AccessLog(shop, { rotateBytes: 16 * 1024, report: () => { failed = true; log.record(...finished('/same-turn'), '10.0.0.11') } })
    log.record(...finished('/lost'), '10.0.0.11')
    await vi.waitFor(() => { expect(failed).toBe(true) })
    unblock()
    log.record(...finished('/next-file'), '10.0.0.11')
    await vi.waitFor(() => { expect(read(live)).toMatch(/same-turn[^\n]*\n.*next-file/) })
    log.close()
  })

  it('tries again to make its folder with the next request when it could not', async () => {
    const { shop, live } = instance()
    // A file where the log folder belongs: the folder cannot be made.
    fs.writeFileSync(logsFolder(shop), '')
    const log = new AccessLog(shop)
    log.record(...finished('/no-folder'), '10.0.0.12')
    await log.flushed()
    fs.rmSync(logsFolder(shop))
    log.record(...finished('/folder-back'), '10.0.0.12')
    await vi.waitFor(() => { expect(read(live)).toMatch(/no-folder[^\n]*\n.*folder-back/) })
    log.close()
  })

  it('says so on the console when no reporter is given', async () => {
    const { shop, live } = instance()
    blockLiveLog(live)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = new AccessLog(shop)
    log.record(...finished('/unreported'), '10.0.0.13')
    await vi.waitFor(() => { expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^The access log failed/), expect.anything()) })
    consoleError.mockRestore()
    log.close()
  })
})
