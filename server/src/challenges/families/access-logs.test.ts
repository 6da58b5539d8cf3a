import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { accessLogsFamily } from './access-logs.js'

const t = createExploitShop()

/** The logger writes asynchronously; waits until a line has reached the file. */
async function waitForLogLine (line: RegExp): Promise<void> {
  await vi.waitFor(() => { expect(fs.readFileSync(path.join(t.shop.registry.get().filesDir, 'logs', 'access.log'), 'utf8')).toMatch(line) })
}

describe('the /support/logs folder', () => {
  it('answers 404 for names the logger never writes', async () => {
    expect((await t.api.get('/support/logs/shop.db')).status).toBe(404)
    expect((await t.api.get('/support/logs/access.log.2020-01-01')).status).toBe(404)
    expect((await t.api.get('/support/logs/..%2Fshop.db')).status).toBe(403)
    expect(await t.solved('accessLogChallenge')).toBe(false)
  })
})

describe('the live log the support desk reads', () => {
  it('holds every request answered before the read, each once, even when the file writes lag behind', async () => {
    const marker = `just-answered-${Date.now()}`
    // The marked lines reach the log stream late, as on a busy disk: only a read that waits for them finds them.
    const write = Writable.prototype.write
    const late = vi.spyOn(Writable.prototype, 'write').mockImplementation(function (this: Writable, ...args: Parameters<Writable['write']>) {
      if (!String(args[0]).includes(marker)) return write.apply(this, args)
      setTimeout(() => { write.apply(this, args) }, 300)
      return true
    })
    for (let i = 0; i < 3; i++) await t.api.get(`/rest/products/search?q=${marker}-${i}`)
    const [log, listed] = [await t.api.get('/support/logs/access.log'), await t.api.get('/support/logs')]
    late.mockRestore()
    for (let i = 0; i < 3; i++) expect(log.text.split(`q=${marker}-${i} HTTP/1.1`)).toHaveLength(2)
    // The listing reads the size after the same flush: it counts at least the lines just read.
    const live = (listed.body.data as Array<{ name: string, size: number }>).find(entry => entry.name === 'access.log')
    expect(live?.size).toBeGreaterThanOrEqual(Buffer.byteLength(log.text))
  })
})

describe('logForgingChallenge', () => {
  it('stays unsolved for paths without a line break', async () => {
    await t.api.get('/rest/products/search?q=apple%20juice')
    await waitForLogLine(/\/rest\/products\/search\?q=apple juice HTTP/)
    expect(await t.solved('logForgingChallenge')).toBe(false)
  })

  it('is solved by a forged line written through an encoded line break', async () => {
    await filesExploits.logForgingChallenge(t)
    expect(await t.solved('logForgingChallenge')).toBe(true)
  })
})

describe('accessLogChallenge', () => {
  it('is solved by reading the live log', async () => {
    await filesExploits.accessLogChallenge(t)
    expect(await t.solved('accessLogChallenge')).toBe(true)
  })

  it('lists the live log first, and records decoded paths with their status', async () => {
    await t.api.get('/rest/languages')
    await t.api.get('/api/Products/%0d%0aforged')
    await waitForLogLine(/\nforged HTTP/)
    const names = (await t.api.get('/support/logs')).body.data.map((e: { name: string }) => e.name) as string[]
    expect(names.slice(0, 1)).toEqual(['access.log'])
    expect(names).toContain('access.log.2024-03-18')
    const log = await t.api.get('/support/logs/access.log')
    expect(log.text).toMatch(/"GET \/rest\/languages HTTP\/1\.1" 200/)
    expect(log.text).toMatch(/"GET \/api\/Products\/\r\nforged HTTP\/1\.1" \d{3} /)
  })
})

describe('credentialsInLogChallenge', () => {
  it('stays unsolved for a failed attempt', async () => {
    expect((await t.api.post('/rest/user/login').send({ email: t.email('sven.kowalski'), password: 'Winter2024!' })).status).toBe(401)
    expect(await t.solved('credentialsInLogChallenge')).toBe(false)
  })

  it('is solved with the password the spraying run found', async () => {
    await filesExploits.credentialsInLogChallenge(t)
    expect(await t.solved('credentialsInLogChallenge')).toBe(true)
  })
})

describe('access-logs rules', () => {
  it.each([['logs', ['accessLogChallenge']], ['ftp', []], ['well-known', []]])('a file served from %s solves %j', (root, keys) => {
    const h = familyHarness(accessLogsFamily)
    h.emit('file.served', { root, realName: 'access.log', requesterId: null })
    expect(h.solved).toEqual(keys)
  })

  // Only Sven's own password, typed in, proves the log leaked it; any other way in proves nothing.
  it.each([
    ['password', true, 'sven.kowalski', ['credentialsInLogChallenge']],
    ['injection', true, 'sven.kowalski', []],
    ['password', false, 'sven.kowalski', []],
    ['oauth', false, 'sven.kowalski', []],
    ['password', true, 'lena.fischer', []]
  ])('a %s login (password matched: %s) as %s solves %j', (how, passwordMatched, local, keys) => {
    const h = familyHarness(accessLogsFamily)
    const email = `${local}@juice.shop.test`
    h.emit('login.succeeded', { user: { email } as never, how: how as 'password', passwordMatched, submittedEmail: email })
    expect(h.solved).toEqual(keys)
  })
})
