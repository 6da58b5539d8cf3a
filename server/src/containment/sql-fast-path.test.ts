import { afterEach, describe, expect, it, vi } from 'vitest'
import { INPUT_LIMIT, runInjectableQuery, type ExecutedQuery, type PlantedQuery } from '../challenges/mechanisms/sql-executor.js'
import { DomainError } from '../domain/errors.js'
import { hashPassword } from '../domain/auth/passwords.js'
import { login, loginQuery } from '../domain/auth/login.js'
import { tokenUser } from '../domain/auth/tokens.js'
import { listProducts, sortQuery } from '../domain/catalogue/products.js'
import { PLAIN_SEARCH_LENGTH, searchProducts, searchQuery } from '../domain/catalogue/search.js'
import { orderHistory, orderHistoryQuery } from '../domain/orders/orders.js'
import { checkout, newCustomer, readyToPay } from '../test-support/customers.js'
import { createTestShop } from '../test-support/test-shop.js'

// The fast path of string-built SQL: each planted statement runs as its prepared twin on the main
// thread when its rule shows that the input cannot change the statement's shape, and in a worker
// otherwise. Detectors must see the same statement and rows either way.
const t = createTestShop()
const shop = t.shop.registry.get()
const CLIENT = '127.0.0.1'

type Path = 'prepared' | 'contained'

const seen: ExecutedQuery[] = []
const inspect = vi.spyOn(shop.detectors, 'inspectQuery').mockImplementation(query => { seen.push(query) })
const poolRuns = vi.spyOn(shop.pool, 'run')
afterEach(() => { seen.length = 0; poolRuns.mockClear() })

/** Which path one call took: a worker task was asked for, or not. Failures of the statement are fine here. */
async function pathOf (call: () => Promise<unknown>): Promise<Path> {
  const before = poolRuns.mock.calls.length
  await call().catch(() => {})
  return poolRuns.mock.calls.length > before ? 'contained' : 'prepared'
}

/**
 * Runs the call, which must take the prepared path, then runs the very statement detectors saw
 * once more through `query`'s twin and once through a worker, back to back, and expects the same
 * inspected statement and rows from both (and from the call, unless it wrote to the database).
 */
async function expectSameRowsOnBothPaths (call: () => Promise<unknown>, query: PlantedQuery, { writes = false } = {}): Promise<ExecutedQuery> {
  expect(await pathOf(call)).toBe('prepared')
  const { statement } = seen.at(-1)!
  const twin: ExecutedQuery[] = []
  const worker: ExecutedQuery[] = []
  await runInjectableQuery(shop.pool, shop.dbFile, statement, { ...query, inspect: q => { twin.push(q) } })
  await runInjectableQuery(shop.pool, shop.dbFile, statement, { ...query, twin: undefined, inspect: q => { worker.push(q) } })
  expect(worker).toEqual(twin)
  if (!writes) expect(worker).toEqual([seen.at(-1)])
  return worker[0]
}

describe('the planted search statement', () => {
  it.each<[string, Path]>([
    ['apple', 'prepared'],
    ['', 'prepared'],
    ['Blood Orange', 'prepared'],
    // Inside a '…' literal, comment markers, double quotes, backslashes, semicolons and line breaks are plain text.
    ['juice--', 'prepared'],
    ['/* x */', 'prepared'],
    ['say "hi"', 'prepared'],
    ['back\\slash', 'prepared'],
    ['lemon; drop', 'prepared'],
    ['two\nlines', 'prepared'],
    ['a'.repeat(PLAIN_SEARCH_LENGTH), 'prepared'],
    ["Grandma's", 'contained'],
    ["x')) UNION SELECT id,email,password,4,5,6,7,8,9 FROM Users--", 'contained'],
    ["''", 'contained'],
    ['nul\0byte', 'contained'],
    ['lone \uD800 surrogate', 'contained'],
    // LIKE's own wildcards keep the shape but may backtrack: the worker bounds them in time.
    ['100%', 'contained'],
    ['a_b', 'contained'],
    ['a'.repeat(PLAIN_SEARCH_LENGTH + 1), 'contained']
  ])('%j takes the %s path', async (query, path) => {
    expect(await pathOf(() => searchProducts(shop, query, CLIENT))).toBe(path)
  })

  it.each(['apple', '', 'Blood Orange', 'juice--', 'say "hi"', 'back\\slash', 'lemon; drop'])('answers %j with the rows the worker finds', async query => {
    const { statement, rows } = await expectSameRowsOnBothPaths(() => searchProducts(shop, query, CLIENT), searchQuery(shop, query, CLIENT))
    expect(statement).toBe(`SELECT * FROM Products WHERE ((name LIKE '%${query}%' OR description LIKE '%${query}%') AND deletedAt IS NULL) ORDER BY name`)
    if (query === 'apple' || query === '') expect(rows.length).toBeGreaterThan(0)
  })
})

describe('the planted login statement', () => {
  const admin = t.email('admin')
  it.each<[string, Path]>([
    [admin, 'prepared'],
    ['nobody@example.test', 'prepared'],
    ['dash--dash@example.test', 'prepared'],
    ['/*@example.test', 'prepared'],
    ['"quoted"@example.test', 'prepared'],
    ['back\\slash@example.test', 'prepared'],
    [`${admin}'--`, 'contained'],
    ["x' OR 1=1--", 'contained'],
    ["o'brien@example.test", 'contained'],
    [`${admin}\0`, 'contained']
  ])('%j takes the %s path', async (email, path) => {
    expect(await pathOf(() => login(shop, email, 'qwerty123', { client: CLIENT }))).toBe(path)
  })

  it('answers the right and a wrong password with the rows the worker finds', async () => {
    const hash = hashPassword('qwerty123')
    const right = await expectSameRowsOnBothPaths(() => login(shop, admin, 'qwerty123', { client: CLIENT }), loginQuery(shop, admin, hash, CLIENT), { writes: true })
    expect(right.statement).toBe(`SELECT * FROM Users WHERE email = '${admin}' AND password = '${hash}' AND deletedAt IS NULL`)
    expect(right.rows.map(row => row.email)).toEqual([admin])
    const wrong = await expectSameRowsOnBothPaths(() => login(shop, admin, 'wrong', { client: CLIENT }), loginQuery(shop, admin, hashPassword('wrong'), CLIENT))
    expect(wrong.rows).toEqual([])
  })

  it('keeps a soft-deleted account out on both paths', async () => {
    const [email, password] = [t.email('walter.price'), 'Farewell-Parcel-Tape-90']
    const deleted = await expectSameRowsOnBothPaths(() => login(shop, email, password, { client: CLIENT }), loginQuery(shop, email, hashPassword(password), CLIENT))
    expect(deleted.rows).toEqual([])
  })
})

describe('the planted order-history statement', () => {
  const mateo = tokenUser(shop.repos.users.findByEmail(t.email('mateo.rossi'))!)

  it.each<[string, Path]>([
    ['plain@example.test', 'prepared'],
    ['dash--dash@example.test', 'prepared'],
    ["o'brien@example.test", 'contained'],
    ["z@x' OR '1'='1", 'contained']
  ])('a stored e-mail %j takes the %s path', async (email, path) => {
    const user = shop.repos.users.insert({ email: `history${Date.now()}${Math.random()}@example.test`, password: 'unused', role: 'customer' })
    shop.db.prepare('UPDATE Users SET email = ? WHERE id = ?').run(email, user.id)
    try {
      expect(await pathOf(() => orderHistory(shop, tokenUser(user), CLIENT))).toBe(path)
    } finally {
      shop.db.prepare('DELETE FROM Users WHERE id = ?').run(user.id)
    }
  })

  it("answers a customer's history with the rows the worker finds", async () => {
    const { rows } = await expectSameRowsOnBothPaths(() => orderHistory(shop, mateo, CLIENT), orderHistoryQuery(shop, t.email('mateo.rossi'), CLIENT))
    expect(rows.map(row => row.orderId)).toEqual(['0010-000004', '0010-000003'])
  })
})

describe('the planted sort statement', () => {
  it.each<[string, Path]>([
    ['price', 'prepared'],
    ['PRICE', 'prepared'],
    ['price desc', 'prepared'],
    ['name ASC', 'prepared'],
    ['deluxePrice', 'prepared'],
    ['price DESC, id', 'contained'],
    ['price  desc', 'contained'],
    [' price', 'contained'],
    ['rowid', 'contained'],
    ['nosuchcolumn', 'contained'],
    ['price--', 'contained'],
    ['(SELECT 1)', 'contained']
  ])('%j takes the %s path', async (sort, path) => {
    expect(await pathOf(() => listProducts(shop, sort, CLIENT))).toBe(path)
  })

  it.each(['price', 'PRICE desc', 'name ASC', 'createdAt'])('answers %j with the rows the worker finds', async sort => {
    const { statement, rows } = await expectSameRowsOnBothPaths(() => listProducts(shop, sort, CLIENT), sortQuery(shop, sort, CLIENT))
    expect(statement).toBe(`SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY ${sort}`)
    expect(rows.length).toBeGreaterThan(1)
  })
})

describe('refusals on the prepared path', () => {
  /** What a run threw, in the terms the HTTP layer maps to a status (kind) and shows (message). */
  const failureOf = async (run: () => Promise<unknown>): Promise<unknown> =>
    await run().then(() => 'no failure', (error: unknown) => error instanceof DomainError ? { kind: error.kind, message: error.message } : error)

  // Inputs the rules send to the twin, yet refused by the executor's input cap or early refusals:
  // the twin must not skip them, so both paths fail alike (and honest inputs keep failing alike).
  it.each<[string, string, PlantedQuery, string]>([
    ['search', 'recursive apple', searchQuery(shop, 'recursive apple', CLIENT), "SELECT * FROM Products WHERE ((name LIKE '%recursive apple%' OR description LIKE '%recursive apple%') AND deletedAt IS NULL) ORDER BY name"],
    ['search', 'from a from b from c', searchQuery(shop, 'from a from b from c', CLIENT), "SELECT * FROM Products WHERE ((name LIKE '%from a from b from c%' OR description LIKE '%from a from b from c%') AND deletedAt IS NULL) ORDER BY name"],
    ['login', `an e-mail over ${INPUT_LIMIT} characters`, loginQuery(shop, `${'a'.repeat(INPUT_LIMIT)}@x.test`, hashPassword('x'), CLIENT), 'SELECT 1'],
    ['login', 'recursive@example.test', loginQuery(shop, 'recursive@example.test', hashPassword('x'), CLIENT), `SELECT * FROM Users WHERE email = 'recursive@example.test' AND password = '${hashPassword('x')}' AND deletedAt IS NULL`]
  ])('the %s statement refuses %s alike on both paths', async (_source, _input, query, statement) => {
    expect(query.twin).toBeDefined()
    const prepared = await failureOf(async () => await runInjectableQuery(shop.pool, shop.dbFile, statement, { ...query, inspect: () => {} }))
    const contained = await failureOf(async () => await runInjectableQuery(shop.pool, shop.dbFile, statement, { ...query, twin: undefined, inspect: () => {} }))
    expect(prepared).toMatchObject({ kind: 'invalid' })
    expect(prepared).toEqual(contained)
  })

  it('answers a refused honest search through the route with the same 400 as before', async () => {
    const res = await t.api.get('/rest/products/search').query({ q: 'recursive' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Recursive queries are not allowed')
  })
})

describe('an honest journey', () => {
  it('registers, logs in, browses, searches, fills the basket, checks out and reads its orders without a single worker task', async () => {
    inspect.mockRestore()
    poolRuns.mockClear()
    const customer = await newCustomer(t, 'honest')
    const { token } = await t.login(customer.email, 'Orange-Peel-42')
    expect(token).not.toBe('')
    for (const q of ['orange', 'Blood Orange', 'cola-free']) {
      const search = await t.api.get('/rest/products/search').query({ q })
      expect(search.status).toBe(200)
      expect(search.body.data.length).toBeGreaterThan(0)
    }
    expect((await t.api.get('/api/Products')).status).toBe(200)
    expect((await t.api.get('/api/Products').query({ sort: 'price desc' })).status).toBe(200)
    expect((await t.api.get('/api/Products/1')).status).toBe(200)
    expect((await t.api.get('/rest/products/1/reviews')).status).toBe(200)
    expect((await t.api.get('/api/Challenges/')).status).toBe(200)
    const { addressId, cardId } = await readyToPay(t, customer)
    expect((await t.api.get(`/rest/basket/${customer.bid}`).set(customer.auth)).body.data.Products).toHaveLength(2)
    const order = await checkout(t, customer, { orderDetails: { paymentId: cardId, addressId, deliveryMethodId: 1 } })
    expect(order.status).toBe(200)
    expect((await t.api.get('/rest/order-history').set(customer.auth)).body.data).toHaveLength(1)
    expect((await t.api.get(`/rest/track-order/${order.body.orderConfirmation as string}`)).body.data).toHaveLength(1)
    expect(poolRuns).not.toHaveBeenCalled()
  })
})
