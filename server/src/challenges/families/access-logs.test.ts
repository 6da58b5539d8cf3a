import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()

describe('the /support/logs folder', () => {
  it('answers 404 for names the logger never writes', async () => {
    expect((await t.api.get('/support/logs/shop.db')).status).toBe(404)
    expect((await t.api.get('/support/logs/access.log.2020-01-01')).status).toBe(404)
    expect((await t.api.get('/support/logs/..%2Fshop.db')).status).toBe(404)
    expect(await t.solved('accessLogChallenge')).toBe(false)
  })
})

describe('accessLogChallenge and logForgingChallenge', () => {
  it('are solved by reading the live log, with a forged line written through an encoded line break', async () => {
    await t.api.get('/rest/languages')
    await t.api.get('/rest/products/search?q=apple%0d%0a127.0.0.1 - admin [now] "GET /rest/admin/wipe HTTP/1.1" 200')
    await t.api.get('/api/Products/%0d%0aforged')
    // The logger writes asynchronously; wait until the lines have reached the file.
    await vi.waitFor(() => { expect(fs.readFileSync(path.join(t.shop.registry.get().filesDir, 'logs', 'access.log'), 'utf8')).toMatch(/\nforged HTTP/) })
    const listing = await t.api.get('/support/logs')
    const names = listing.body.data.map((e: { name: string }) => e.name) as string[]
    expect(names.slice(0, 1)).toEqual(['access.log'])
    expect(names).toContain('access.log.2024-03-18')
    const log = await t.api.get('/support/logs/access.log')
    expect(log.status).toBe(200)
    expect(log.text).toMatch(/"GET \/rest\/languages HTTP\/1\.1" 200/)
    expect(log.text).toMatch(/"GET \/api\/Products\/\r\nforged HTTP\/1\.1" \d{3} /)
    expect(log.text).toMatch(/^127\.0\.0\.1 - admin \[now\] "GET \/rest\/admin\/wipe HTTP\/1\.1" 200 HTTP\/1\.1" 200/m)
    expect(await t.solved('accessLogChallenge')).toBe(true)
    expect(await t.solved('logForgingChallenge')).toBe(true)
  })
})

describe('credentialsInLogChallenge', () => {
  it('stays unsolved for a failed attempt, and is solved with the password the spraying run found', async () => {
    const old = (await t.api.get('/support/logs/access.log.2024-03-18')).text
    const hit = old.split('\n').find(line => line.includes('/rest/user/login?') && / 200 /.test(line)) ?? ''
    const query = new URLSearchParams(/\?([^ ]+) HTTP/.exec(hit)?.[1] ?? '')
    expect((await t.api.post('/rest/user/login').send({ email: query.get('email'), password: 'Winter2024!' })).status).toBe(401)
    expect(await t.solved('credentialsInLogChallenge')).toBe(false)
    expect((await t.api.post('/rest/user/login').send({ email: query.get('email'), password: query.get('password') })).status).toBe(200)
    expect(await t.solved('credentialsInLogChallenge')).toBe(true)
  })
})
