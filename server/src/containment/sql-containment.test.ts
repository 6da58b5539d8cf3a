import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { ExecutedQuery } from '../challenges/mechanisms/sql-executor.js'
import { escapeMarkers, expectNoEscape } from '../test-support/escape-markers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { underAttack } from '../test-support/under-attack.js'
import { runSqlTask } from './sql-task.js'

const t = createTestShop()

/** A search term that closes the planted statement and appends the attacker's own SELECT (9 product columns). */
const union = (select: string): string => `x')) UNION ${select}--`

/** Each bypass of the old text filters, all of them short enough for the 200-character input cap. */
const hostile: Array<[string, string]> = [
  ['a self-referencing CTE without RECURSIVE', union('SELECT n,2,3,4,5,6,7,8,9 FROM (WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM/**/c) SELECT count(*) n FROM c)')],
  ['comma joins', union('SELECT count(*),2,3,4,5,6,7,8,9 FROM Products a, Products b, Products c, Products d, Products e, Products f')],
  ['a huge zero blob', union('SELECT 1,zeroblob(100000*1000),3,4,5,6,7,8,9')],
  ['a huge printf width', union("SELECT 1,printf('%.*c',300000000,'x'),3,4,5,6,7,8,9")]
]

const search = (q: string): ReturnType<typeof t.api.get> => t.api.get('/rest/products/search').query({ q })


describe('containment of string-built SQL', () => {
  it('answers an honest search (the worker pool starts on first use)', async () => {
    const res = await search('apple')
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(0)
  })

  it.each(hostile)('cuts off %s while parallel requests are answered as quickly as before it', async (_name, q) => {
    expect(q.length).toBeLessThanOrEqual(200)
    const { result: res } = await underAttack(t.api, () => search(q))
    expect([400, 503]).toContain(res.status)
    expect(res.body.error).toMatch(/stopped|refused|not allowed/)
    expect(JSON.stringify(res.body).length).toBeLessThan(1000)
  })

  it('stops a value larger than the worker may hold as the memory budget', async () => {
    const res = await search(union('SELECT 1,zeroblob(400000*1000),3,4,5,6,7,8,9'))
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({ budget: 'sql-memory', error: expect.stringMatching(/memory/) })
  })

  it('keeps answering afterwards, SQL included', async () => {
    expect((await t.api.get('/rest/admin/application-version')).status).toBe(200)
    const res = await search('lemon')
    expect(res.status).toBe(200)
    expect(res.body.data.some((p: { name: string, description: string }) => /lemon/i.test(p.name + p.description))).toBe(true)
  })

  it('still refuses input over the cap early', async () => {
    const res = await search('a'.repeat(201))
    expect(res.status).toBe(400)
  })

  it('sees on its read-only connection a user registered a moment before', async () => {
    const email = 'fresh.from.wal@example.test'
    const created = await t.api.post('/api/Users/').send({ email, password: 'Secret123', passwordRepeat: 'Secret123', securityQuestion: { id: 1 }, securityAnswer: 'Blue' })
    expect(created.status).toBe(201)
    const res = await t.api.post('/rest/user/login').send({ email, password: 'Secret123' })
    expect(res.status).toBe(200)
    expect(res.body.authentication.umail).toBe(email)
  })

  it('hands detectors the statement and rows of a successful injection on the main thread', async () => {
    const instance = t.shop.registry.get()
    const seen: ExecutedQuery[] = []
    const spy = vi.spyOn(instance.detectors, 'inspectQuery').mockImplementation(query => { seen.push(query) })
    try {
      const res = await search(union('SELECT id,email,password,4,5,6,7,8,9 FROM Users'))
      expect(res.status).toBe(200)
      const query = seen.find(q => q.statement.includes('FROM Users'))
      expect(query?.source).toBe('search')
      expect(query?.rows.map(row => row.name)).toContain(t.email('admin'))
    } finally {
      spy.mockRestore()
    }
  })

  it('runs on a connection that cannot write', () => {
    const file = t.shop.registry.get().dbFile
    const outcome = runSqlTask({ kind: 'sql', file, statement: "UPDATE Users SET email = 'taken@example.test' RETURNING id", rowLimit: 10, resultBytes: 1000 })
    expect(outcome).toMatchObject({ ok: false, kind: 'error', error: { code: 'SQLITE_READONLY' } })
  })

  it('stops at the row cap and refuses a result over its byte budget', () => {
    const file = t.shop.registry.get().dbFile
    const many = 'WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c'
    expect(runSqlTask({ kind: 'sql', file, statement: many, rowLimit: 7, resultBytes: 1000 })).toMatchObject({ ok: true, rows: { length: 7 } })
    expect(runSqlTask({ kind: 'sql', file, statement: "SELECT printf('%.*c', 5000, 'x')", rowLimit: 7, resultBytes: 1000 }))
      .toEqual({ ok: false, kind: 'too-large', reason: 'result' })
  })
})

/** A runaway sub-select that none of the early text filters catch. */
const endless = '(WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM/**/c) SELECT count(*) FROM c)'

describe('containment of every other injection point', () => {
  it.each([
    ['the login', () => t.api.post('/rest/user/login').send({ email: `x' OR ${endless}>0--`, password: 'x' })],
    ['the product sort', () => t.api.get('/api/Products/').query({ sort: endless })]
  ])('cuts off a runaway query through %s while the shop keeps answering', async (_name, attack) => {
    const { result } = await underAttack(t.api, attack)
    expect(result.status).toBe(503)
    expect(result.body.error).toMatch(/stopped/)
  })

  it('cuts off a runaway query carried by a stored e-mail into the order history', async () => {
    const password = 'Delayed-2'
    const created = await t.api.post('/api/Users/').send({ email: 'delayed@example.test', password, passwordRepeat: password, securityQuestion: 1, securityAnswer: 'x' })
    expect(created.status).toBe(201)
    const { token } = await t.login('delayed@example.test', password)
    // Registered with this e-mail, the account could not log in either (the login pastes it too),
    // so the stored e-mail is set afterwards, as registration would have stored it.
    t.shop.registry.get().db.prepare('UPDATE Users SET email = ? WHERE id = ?').run(`z@x' OR ${endless}>0 OR '`, created.body.data.id)
    const { result } = await underAttack(t.api, () => t.api.get('/rest/order-history').set('Authorization', `Bearer ${token}`))
    expect(result.status).toBe(503)
  })

  it('cannot attach or create files, load extensions, read files or write through any injection', async () => {
    const created = path.join(os.tmpdir(), `sqli-${process.pid}.db`)
    const markers = escapeMarkers(t.shop.registry.get().folder)
    const admins = (): unknown => t.shop.registry.get().db.prepare("SELECT count(*) AS n FROM Users WHERE role = 'admin'").get()
    const adminsBefore = admins()
    const attempts = [
      search(`x')); ATTACH DATABASE '${created}' AS e--`),
      search(union(`SELECT 1,load_extension('${created}'),3,4,5,6,7,8,9`)),
      search(union("SELECT 1,readfile('/etc/passwd'),3,4,5,6,7,8,9")),
      search(`x')); UPDATE Users SET role = 'admin'--`),
      t.api.get('/api/Products/').query({ sort: `(SELECT load_extension('${created}'))` }),
      t.api.post('/rest/user/login').send({ email: `x'; VACUUM INTO '${created}'--`, password: 'x' })
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.status).not.toBe(200)
      expectNoEscape(res, markers)
    }
    expect(fs.existsSync(created)).toBe(false)
    expect(admins()).toEqual(adminsBefore)
  })
})
