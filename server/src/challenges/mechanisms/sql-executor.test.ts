import { describe, expect, it } from 'vitest'
import type { ContainedPool, ContainedRun } from '../../containment/pool.js'
import type { SqlResult, SqlTask } from '../../containment/tasks.js'
import { DomainError } from '../../domain/errors.js'
import { BudgetExceeded } from './budgets.js'
import { InjectableSqlError, runInjectableQuery, staysInsideStringLiteral, type ExecutedQuery } from './sql-executor.js'

// The executor's own rules, with the worker replaced by a canned answer: what it refuses before a
// worker is asked, what it asks the worker for, and how it turns the worker's answer into rows or
// errors. That the worker really stops a runaway query is src/containment/sql-containment.test.ts.
function fakePool (answer: SqlResult) {
  const calls: Array<{ task: SqlTask, limits: ContainedRun }> = []
  const pool = { run: async (task: SqlTask, limits: ContainedRun) => { calls.push({ task, limits }); return answer } }
  return { pool: pool as unknown as ContainedPool, calls }
}

async function run (statement: string, answer: SqlResult = { ok: true, rows: [] }, inputs: string[] = [], twin?: () => Iterable<Record<string, unknown>>) {
  const { pool, calls } = fakePool(answer)
  const inspected: ExecutedQuery[] = []
  const outcome = runInjectableQuery(pool, '/data/shop.sqlite', statement, { source: 'search', inputs, client: '127.0.0.1', twin, inspect: q => { inspected.push(q) } })
  return { outcome, calls, inspected }
}

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('string-built SQL executor', () => {
  it('asks the worker for the statement on the instance database with the row, size and time limits', async () => {
    const { outcome, calls, inspected } = await run("SELECT * FROM Products WHERE name LIKE '%apple%'", { ok: true, rows: [{ id: 1, name: 'Apple Juice' }] })
    expect(await outcome).toEqual([{ id: 1, name: 'Apple Juice' }])
    expect(calls).toHaveLength(1)
    expect(calls[0].task).toEqual({ kind: 'sql', file: '/data/shop.sqlite', statement: "SELECT * FROM Products WHERE name LIKE '%apple%'", rowLimit: 500, resultBytes: 2_000_000 })
    expect(calls[0].limits).toMatchObject({ limitMs: 1500, budget: 'sql-time', memoryBudget: 'sql-memory', source: 'search', client: '127.0.0.1' })
    expect(calls[0].limits.timeMessage).toBe('The query ran longer than 1.5 s and was stopped')
    expect(calls[0].limits.memoryMessage).toBe('The query needed more memory than the shop allows and was stopped')
    expect(inspected).toEqual([{ source: 'search', statement: "SELECT * FROM Products WHERE name LIKE '%apple%'", rows: [{ id: 1, name: 'Apple Juice' }] }])
  })

  it('refuses an input over 200 characters before any worker is asked', async () => {
    const ok = await run('SELECT 1', undefined, ['a'.repeat(200)])
    await ok.outcome
    expect(ok.calls).toHaveLength(1)
    const long = await run('SELECT 1', undefined, ['short', 'a'.repeat(201)])
    const error = await refusal(long.outcome)
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe('Input longer than 200 characters')
    expect(long.calls).toHaveLength(0)
  })

  it('answers the obvious resource attacks with a friendly 400', async () => {
    const refused: Array<[string, string]> = [
      ['WITH RECURSIVE c(x) AS (SELECT 1) SELECT x FROM c', 'Recursive queries are not allowed'],
      ['SELECT 1 FROM a JOIN b JOIN c JOIN d JOIN e', 'Too many table references in one query'],
      ["SELECT zeroblob(1000000)", 'Oversized blob or format width'],
      ["SELECT printf('%1000000c', 'x')", 'Oversized blob or format width'],
      ['SELECT randomblob( 5000000 )', 'Oversized blob or format width']
    ]
    for (const [statement, message] of refused) {
      const { outcome, calls } = await run(statement)
      const error = await refusal(outcome)
      expect([error.kind, error.message], statement).toEqual(['invalid', message])
      expect(calls).toHaveLength(0)
    }
    for (const statement of ['SELECT 1 FROM a JOIN b JOIN c JOIN d', 'SELECT zeroblob(999999)', "SELECT 'recursively' FROM Products"]) {
      const { outcome } = await run(statement)
      await expect(outcome, statement).resolves.toEqual([])
    }
  })

  it.each([
    ['with recursive c(x) as (select 1) select x from c', 'Recursive queries are not allowed'],
    ['SELECT 1 FROM "a" JOIN `b` JOIN [c] JOIN d JOIN e', 'Too many table references in one query'],
    ['select 1 from a join  b join\tc join\n d join e', 'Too many table references in one query'],
    ['SELECT ZEROBLOB (1000000)', 'Oversized blob or format width'],
    ['SELECT format("%10000000d", 1)', 'Oversized blob or format width']
  ])('refuses the obvious attacks in any spelling: %s', async (statement, message) => {
    const { outcome, calls } = await run(statement)
    expect(await refusal(outcome)).toMatchObject({ kind: 'invalid', message })
    expect(calls).toHaveLength(0)
  })

  it.each([
    "SELECT 'nonrecursive' FROM Products",
    'SELECT datefrom AS d, tojoin AS t FROM a JOIN b JOIN c JOIN d',
    "SELECT printf('%d', 1000000) FROM Products"
  ])('lets an honest statement that only looks like an attack through: %s', async statement => {
    await expect((await run(statement)).outcome).resolves.toEqual([])
  })

  it('turns a result over the size limit and a worker out of memory into their own budget errors', async () => {
    for (const [reason, message] of [
      ['result', 'The query result is larger than 2 MB and was refused'],
      ['memory', 'The query needed more memory than the shop allows and was stopped']
    ] as const) {
      const { outcome, inspected } = await run('SELECT 1', { ok: false, kind: 'too-large', reason })
      const error = await outcome.then(() => null, (e: unknown) => e) as BudgetExceeded
      expect(error).toBeInstanceOf(BudgetExceeded)
      expect([error.budget, error.message, error.source]).toEqual(['sql-memory', message, 'search'])
      expect(inspected).toEqual([])
    }
  })

  it('hands a database error on verbatim, with the statement, for the planted verbose error page', async () => {
    const { outcome, inspected } = await run("SELECT * FROM Users WHERE email = '''", { ok: false, kind: 'error', error: { message: 'unrecognized token', code: 'SQLITE_ERROR', stack: 'SqliteError: unrecognized token\n    at worker' } })
    const error = await outcome.then(() => null, (e: unknown) => e) as InjectableSqlError
    expect(error).toBeInstanceOf(InjectableSqlError)
    expect(error.name).toBe('SqliteError')
    expect(error.message).toBe('unrecognized token')
    expect(error.statement).toBe("SELECT * FROM Users WHERE email = '''")
    expect(error.stack).toBe('SqliteError: unrecognized token\n    at worker')
    expect(error.cause).toMatchObject({ name: 'SqliteError', code: 'SQLITE_ERROR', message: 'unrecognized token' })
    expect(inspected).toEqual([])
    const bare = await run('SELECT x', { ok: false, kind: 'error', error: { message: 'no such column: x' } })
    const bareError = await bare.outcome.then(() => null, (e: unknown) => e) as InjectableSqlError
    expect(bareError.stack).toMatch(/^SqliteError: no such column: x/)
  })

  it('gives blobs back as Buffers and leaves other values alone', async () => {
    const bytes = new Uint8Array([0, 1, 2, 3]).subarray(1, 3)
    const { outcome } = await run('SELECT image FROM Products', { ok: true, rows: [{ image: bytes, name: 'x', buffer: Buffer.from('ab') }] })
    const [row] = await outcome
    expect(Buffer.isBuffer(row.image)).toBe(true)
    expect([...(row.image as Buffer)]).toEqual([1, 2])
    expect(row.name).toBe('x')
    expect((row.buffer as Buffer).toString()).toBe('ab')
  })

  it('runs a prepared twin instead of a worker and shows detectors the string-built statement with its rows', async () => {
    const statement = "SELECT * FROM Products WHERE name LIKE '%apple%'"
    const { outcome, calls, inspected } = await run(statement, undefined, ['apple'], () => [{ id: 1, name: 'Apple Juice' }])
    expect(await outcome).toEqual([{ id: 1, name: 'Apple Juice' }])
    expect(calls).toHaveLength(0)
    expect(inspected).toEqual([{ source: 'search', statement, rows: [{ id: 1, name: 'Apple Juice' }] }])
  })

  it('holds a prepared twin to the same input cap, early refusals, row cap and size budget', async () => {
    const twin = function * () { for (let id = 1; ; id++) yield { id, text: 'x'.repeat(5000) } }
    await expect((await run('SELECT 1', undefined, ['a'.repeat(201)], twin)).outcome).rejects.toThrow('Input longer than 200 characters')
    await expect((await run('WITH RECURSIVE c(x) AS (SELECT 1) SELECT x FROM c', undefined, [], twin)).outcome).rejects.toThrow('Recursive queries are not allowed')
    const small = function * () { for (let id = 1; ; id++) yield { id } }
    expect(await (await run('SELECT id FROM Products', undefined, [], small)).outcome).toHaveLength(500)
    const heavy = await run('SELECT text FROM Products', undefined, [], twin)
    const error = await heavy.outcome.then(() => null, (e: unknown) => e) as BudgetExceeded
    expect([error.budget, error.message]).toEqual(['sql-memory', 'The query result is larger than 2 MB and was refused'])
    expect(heavy.calls).toHaveLength(0)
  })

  it.each<[string, boolean]>([
    ['plain text', true],
    ['', true],
    ['comment -- and /* markers */', true],
    ['double "quotes", back\\slashes; semicolons\nand line breaks', true],
    ['emoji 🍊 and ümlauts', true],
    ["a quote ' anywhere", false],
    ["''", false],
    ['a NUL \0 byte', false],
    ['a lone \uDC00 surrogate', false]
  ])('decides whether %j stays inside a string literal: %s', (value, stays) => {
    expect(staysInsideStringLiteral(value)).toBe(stays)
  })
})
