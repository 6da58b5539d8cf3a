import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { newCustomer, type Customer } from '../test-support/customers.js'
import { escapeMarkers, expectNoEscape } from '../test-support/escape-markers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { underAttack } from '../test-support/under-attack.js'

/**
 * Every feature that evaluates player input as JavaScript (the review filter, order tracking, the
 * profile template, the B2B order lines) runs it in the QuickJS sandbox of a contained worker:
 * an escape reaches only the decoys, a real command never runs, and a runaway evaluation answers
 * 503 while the shop keeps answering everyone else.
 */
const t = createTestShop()
let customer: Customer
let markers: string[]
/** A file a real command would create: it must never appear. */
const touched = path.join(os.tmpdir(), `sx-${process.pid}`)

beforeAll(async () => {
  customer = await newCustomer(t, 'sandbox.escaper')
  markers = escapeMarkers(t.shop.registry.get().folder)
})

const realCommand = `touch ${touched}`
const processOf = "this.constructor.constructor('return process')()"

/** Escapes tried everywhere (the real process, a real command, the real files), with the decoy each reaches instead. */
const escapes: Array<[string, string]> = [
  [`${processOf}.mainModule.require('child_process').execSync('${realCommand}')`, 'uid=1001(pulp)'],
  [`require('child_process').execSync('id;${realCommand}')`, 'uid=1001(pulp)'],
  ["require('fs').readFileSync('/etc/passwd')", 'pulp:x:1001'],
  [`JSON.stringify(${processOf}.env)`, '/srv/pulp-juice-shop'],
  ["require('fs').readFileSync('../keys/jwt.key')", 'pulp:x:1001']
]

async function profileShows (username: string): Promise<{ status: number, text: string }> {
  const cookie = `token=${customer.auth.Authorization.slice(7)}`
  const renamed = await t.api.post('/profile').set('Cookie', cookie).type('form').send({ username })
  expect(renamed.status).toBe(303)
  const page = await t.api.get('/profile').set('Cookie', cookie)
  return { status: page.status, text: page.text }
}

const afterEach = (): void => { expect(fs.existsSync(touched), 'a real command ran').toBe(false) }

describe('profile template (username {{ }})', () => {
  it.each(escapes)('reaches only the decoys: %s', async (code, decoy) => {
    const username = `{{ ${code} }}`
    expect(username.length).toBeLessThanOrEqual(128)
    const page = await profileShows(username)
    expect(page.status).toBe(200)
    expect(page.text).toContain(decoy)
    expectNoEscape(page.text, markers)
    afterEach()
  })

  it('stops an endless template with 503 while the shop keeps answering', async () => {
    await profileShows('{{ (() => { while (true) {} })() }}')
    const cookie = `token=${customer.auth.Authorization.slice(7)}`
    const { result } = await underAttack(t.api, () => t.api.get('/profile').set('Cookie', cookie))
    expect(result.status).toBe(503)
  }, 15_000)

  it('stops a template that exhausts memory with 503', async () => {
    await profileShows("{{ (() => { const a = []; while (true) a.push('x'.repeat(65536) + a.length) })() }}")
    const cookie = `token=${customer.auth.Authorization.slice(7)}`
    const { result } = await underAttack(t.api, () => t.api.get('/profile').set('Cookie', cookie))
    expect(result.status).toBe(503)
    await profileShows('plain')
  }, 15_000)
})

describe('B2B order lines', () => {
  const order = (orderLinesData: string) => t.api.post('/b2b/v2/orders').set(customer.auth).send({ cid: 'ESC-1', orderLinesData })

  it.each(escapes)('reaches only the decoys: %s', async code => {
    const res = await order(`${code}; []`)
    expect(res.status).toBe(200)
    expectNoEscape(res.text, markers)
    afterEach()
  })

  it('stops endless order lines with 503 while the shop keeps answering', async () => {
    const { result } = await underAttack(t.api, () => order('while (true) {}'))
    expect(result.status).toBe(503)
  }, 15_000)

  it('keeps endless order lines in the sandbox lane: honest logins and searches do not wait behind them', async () => {
    const honest = async () => {
      const login = await t.api.post('/rest/user/login').send({ email: customer.email, password: 'Orange-Peel-42' })
      return login.status === 200 ? await t.api.get('/rest/products/search').query({ q: 'lemon' }) : login
    }
    const { result } = await underAttack(t.api, async () => await Promise.all([order('while (true) {}'), order('for (;;) {}'), order('while (1) {}')]), honest)
    for (const res of result) expect(res.status).toBe(503)
  }, 30_000)
})

describe('review filter and order tracking (predicates built from the id)', () => {
  const reviews = (id: string) => t.api.get(`/rest/products/${encodeURIComponent(id)}/reviews`)
  const track = (id: string) => t.api.get(`/rest/track-order/${encodeURIComponent(id)}`)

  it('run no real command and read no real file', async () => {
    for (const res of [
      await reviews(`1||require('child_process').execSync('${realCommand}')`),
      await reviews("1||require('fs').readFileSync('/etc/passwd')"),
      await track(`x'||require('child_process').execSync('${realCommand}')||'`),
      await track(`x'||${processOf}.env.SHOP_ESCAPE_CANARY||'`)
    ]) {
      expect(res.status).toBeLessThan(500)
      expectNoEscape(res.text, markers)
    }
    afterEach()
  })

  it.each([
    ['review filter', () => reviews('1||(()=>{while(true){}})()')],
    ['order tracking', () => track("x'||(()=>{while(true){}})()||'")]
  ])('stop an endless %s with 503 while the shop keeps answering', async (_name, attack) => {
    const { result } = await underAttack(t.api, attack)
    expect(result.status).toBe(503)
  }, 15_000)
})

describe('the sandbox value cap, for every feature that evaluates', () => {
  it.each([
    ['B2B order lines', () => t.api.post('/b2b/v2/orders').set(customer.auth).send({ cid: 'BIG-1', orderLinesData: "Array(100000).fill('order line')" })],
    ['review filter', () => t.api.get(`/rest/products/${encodeURIComponent("1||(r._id='x'.repeat(300000))")}/reviews`)],
    ['order tracking', () => t.api.get(`/rest/track-order/${encodeURIComponent("x'||(o.orderId='y'.repeat(300000))||'")}`)],
    ['profile template', async () => {
      const cookie = `token=${customer.auth.Authorization.slice(7)}`
      await t.api.post('/profile').set('Cookie', cookie).type('form').send({ username: "{{ 'z'.repeat(300000) }}" })
      return await t.api.get('/profile').set('Cookie', cookie)
    }]
  ])('refuses a value over 256 kB with 503 (%s)', async (_name, attack) => {
    const res = await attack()
    expect(res.status).toBe(503)
    expect(res.text).toMatch(/larger than 256 kB/)
    expect(res.text.length).toBeLessThan(20_000)
  })
})
