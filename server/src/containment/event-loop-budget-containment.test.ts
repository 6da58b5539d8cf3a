import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newCustomer, type Customer } from '../test-support/customers.js'
import { expectWithinBudget, printLoopTable, withinLoopBudget, type LoopFigures } from '../test-support/loop-delay.js'
import { createTestShop } from '../test-support/test-shop.js'
import { uploaderOf } from '../test-support/uploader.js'

/**
 * The main-thread rule (no input holds the event loop for more than 50 ms) for the attacks the
 * containment tests already cut off in workers: while a bomb, an endless evaluation or a runaway
 * query is stopped at its budget, the server's own loop stays free. Measured as in
 * event-loop-budget.test.ts, against honest traffic of the same length.
 */
const t = createTestShop()
const { upload } = uploaderOf(t, 'loop.bomber')
let customer: Customer
const figures: LoopFigures[] = []

beforeAll(async () => { customer = await newCustomer(t, 'loop.evaluator') })
afterAll(() => { printLoopTable('Contained attacks', figures) })

async function budgeted<T> (name: string, attack: () => PromiseLike<T>): Promise<T> {
  const { figures: row, result } = await withinLoopBudget(t.api, name, attack)
  figures.push(row)
  expectWithinBudget(row)
  return result
}

const zeroBomb = Buffer.from(zipSync({ 'zeros.bin': [new Uint8Array(60_000_000), { level: 9 }] }))
const aliasBomb = ['a: &a [x,x,x,x,x,x,x,x,x,x]', ...Array.from({ length: 8 }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(10).fill(i === 0 ? '*a' : `*l${i}`).join(',')}]`)].join('\n')

describe('uploads parsed in the worker pool', () => {
  it.each([
    ['XML: a kilobyte entity referenced 63 000 times', 'wide.xml', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "${'x'.repeat(1000)}">]><r>${'&a;'.repeat(63_000)}</r>`, [503]],
    ['XML: 10 001 expansions', 'flat.xml', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "x">]><r>${'&a;'.repeat(10_001)}</r>`, [503]],
    ['YAML: 100 000 nested flow sequences', 'deep.yaml', '['.repeat(100_000), [400, 503]],
    ['YAML: an alias bomb', 'bomb.yaml', aliasBomb, [503]],
    ['ZIP: a 60 MB zero bomb', 'bomb.zip', zeroBomb, [503]],
    ['ZIP: zip slip into the promotion folder', 'slip.zip', Buffer.from(zipSync({ '../../promotion/captions.vtt': Buffer.from('WEBVTT\n') })), [201]]
  ] as Array<[string, string, string | Buffer, number[]]>)('%s', async (name, file, content, statuses) => {
    const res = await budgeted(name, () => upload(file, content))
    expect(statuses).toContain(res.status)
  }, 60_000)
})

describe('evaluations cut off in the sandbox', () => {
  const cookie = (): string => `token=${customer.auth.Authorization.slice(7)}`

  it.each([
    ['B2B order lines that never end', () => t.api.post('/b2b/v2/orders').set(customer.auth).send({ cid: 'LOOP-1', orderLinesData: 'while (true) {}' })],
    ['a review filter that never ends', () => t.api.get(`/rest/products/${encodeURIComponent('1||(()=>{while(true){}})()')}/reviews`)],
    ['an order tracking id that never ends', () => t.api.get(`/rest/track-order/${encodeURIComponent("x'||(()=>{while(true){}})()||'")}`)]
  ])('%s', async (name, attack) => {
    expect((await budgeted(`sandbox: ${name}`, attack)).status).toBe(503)
  }, 60_000)

  it('a profile template that exhausts its memory', async () => {
    const renamed = await t.api.post('/profile').set('Cookie', cookie()).type('form')
      .send({ username: "{{ (() => { const a = []; while (true) a.push('x'.repeat(65536) + a.length) })() }}" })
    expect(renamed.status).toBe(303)
    const page = await budgeted('sandbox: a profile template hungry for memory', () => t.api.get('/profile').set('Cookie', cookie()))
    expect(page.status).toBe(503)
  }, 60_000)
})

describe('string-built SQL cut off at its budgets', () => {
  const union = (select: string): string => `x')) UNION ${select}--`

  it.each([
    ['a self-referencing CTE without RECURSIVE', union('SELECT n,2,3,4,5,6,7,8,9 FROM (WITH c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM/**/c) SELECT count(*) n FROM c)')],
    ['comma joins', union('SELECT count(*),2,3,4,5,6,7,8,9 FROM Products a, Products b, Products c, Products d, Products e, Products f')],
    ['a huge zero blob', union('SELECT 1,zeroblob(100000*1000),3,4,5,6,7,8,9')],
    ['a huge printf width', union("SELECT 1,printf('%.*c',300000000,'x'),3,4,5,6,7,8,9")]
  ])('%s', async (name, q) => {
    const res = await budgeted(`SQL: ${name}`, () => t.api.get('/rest/products/search').query({ q }))
    expect([400, 503]).toContain(res.status)
  }, 60_000)
})
