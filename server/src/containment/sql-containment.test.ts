import { performance } from 'node:perf_hooks'
import { describe, expect, it, vi } from 'vitest'
import type { ExecutedQuery } from '../challenges/mechanisms/sql-executor.js'
import { createTestShop } from '../test-support/test-shop.js'
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

async function honestRequestMs (): Promise<number> {
  const started = performance.now()
  const res = await t.api.get('/rest/admin/application-version')
  expect(res.status).toBe(200)
  return performance.now() - started
}

describe('containment of string-built SQL', () => {
  it('answers an honest search (the worker pool starts on first use)', async () => {
    const res = await search('apple')
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(0)
  })

  it.each(hostile)('cuts off %s while a parallel request is answered within 1 s', async (_name, q) => {
    expect(q.length).toBeLessThanOrEqual(200)
    const attack = search(q).then(res => res)
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(await honestRequestMs()).toBeLessThan(1000)
    const res = await attack
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
    expect(await honestRequestMs()).toBeLessThan(1000)
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
