import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { introduceTo } from '../test-support/chatbot.js'
import { newCustomer, type Customer } from '../test-support/customers.js'
import { slipCaptions } from '../test-support/exploits/promotion.js'
import { expectWithinBudget, printLoopTable, withinLoopBudget, type LoopFigures } from '../test-support/loop-delay.js'
import { createTestShop } from '../test-support/test-shop.js'

/**
 * The main-thread rule: no input holds the event loop for more than 50 ms. Each input a probe
 * found to freeze the shop for everyone (issue 21) is replayed through the real endpoints while
 * the loop's delay is measured against honest traffic of the same length (see loop-delay.ts).
 * The containment cases that already run in workers are replayed by
 * event-loop-budget-containment.test.ts.
 */
const t = createTestShop()
let customer: Customer
const cookie = (): string => `token=${customer.auth.Authorization.slice(7)}`
const figures: LoopFigures[] = []

beforeAll(async () => { customer = await newCustomer(t, 'loop.holder') })
afterAll(() => { printLoopTable('Stalls of issue 21', figures) })

async function budgeted<T> (name: string, attack: () => PromiseLike<T>): Promise<T> {
  const { figures: row, result } = await withinLoopBudget(t.api, name, attack)
  figures.push(row)
  expectWithinBudget(row)
  return result
}

/** The largest text a ZIP entry may inflate to, so the largest captions a zip slip can plant. */
const CAPTIONS_CHARS = 999_000

describe('promotion captions replaced through zip slip', () => {
  it.each([
    ['closed block, then unclosed tags', `</script>${'<a'.repeat((CAPTIONS_CHARS - 9) / 2)}`],
    ['closed block, then unclosed tags with on', `</script>${'<a x on'.repeat((CAPTIONS_CHARS - 9) / 7)}`],
    ['many closing tags of the block', '</script '.repeat(CAPTIONS_CHARS / 9)],
    ['closed block, then unclosed iframes', `</script>${'<iframe src '.repeat(CAPTIONS_CHARS / 12)}`]
  ])('an anonymous visit stays within the budget: %s', async (name, captions) => {
    await slipCaptions(t, customer, captions)
    const page = await budgeted(`promotion: ${name}`, () => t.api.get('/promotion'))
    expect(page.status).toBe(200)
  }, 60_000)
})

describe('profile page username template', () => {
  const rename = async (username: string): Promise<void> => {
    const renamed = await t.api.post('/profile').set('Cookie', cookie()).type('form').send({ username })
    expect(renamed.status).toBe(303)
  }

  it.each([
    ['a huge run of script tags', "{{'<script'.repeat(2**21)}}"],
    ['a 16 MB name', "{{'a'.repeat(2**24)}}"],
    ['three large names', "{{'a'.repeat(2**22)}}{{'b'.repeat(2**22)}}{{'c'.repeat(2**22)}}"],
    ['replacement patterns that repeat the name', `${'x'.repeat(60)}{{'$\`'.repeat(2**21)}}{{'$\`'.repeat(9)}}`]
  ])('stays within the budget: %s', async (name, username) => {
    expect(username.length).toBeLessThanOrEqual(128)
    await rename(username)
    const page = await budgeted(`profile: ${name}`, () => t.api.get('/profile').set('Cookie', cookie()))
    expect([200, 503]).toContain(page.status)
    expect(page.text.length).toBeLessThan(100_000)
    await rename('plain')
  }, 60_000)
})

describe('smaller main-thread costs', () => {
  it('a layout read of a 9 MB file of the install folder', async () => {
    const views = path.join(projectRoot, 'server', 'views')
    const layout = path.relative(views, path.join(projectRoot, 'node_modules', 'typescript', 'lib', 'typescript.js'))
    const res = await budgeted('data-erasure layout: a 9 MB file', () =>
      t.api.post('/dataerasure').set('Cookie', cookie()).type('form').send({ securityAnswer: 'wrong', layout }))
    expect(res.status).toBe(401)
  }, 60_000)

  it('a chatbot question of the longest length', async () => {
    const ask = await introduceTo(t, customer, 'Loop Tester')
    const words = Array.from({ length: 250 }, (_, i) => String.fromCharCode(97 + (i * 7) % 26)).join(' ')
    expect(words.length).toBeLessThanOrEqual(500)
    await budgeted('chatbot: 250 one-letter words', () => ask(words))
  }, 60_000)

  /** A review filter that matches nothing, nested `depth` times, as JSON text. */
  const deep = (depth: number): string => `${'{"$and":['.repeat(depth)}{"$eq":-1}${']}'.repeat(depth)}`
  const patchText = (idJson: string) => () => t.api.patch('/rest/products/reviews').set(customer.auth).type('json')
    .send(`{"message":"rewritten by a filter bomb","id":${idJson}}`)

  it.each([
    ['a tree nested 15 000 deep', deep(15_000)],
    ['a flat $or of 12 000 items', JSON.stringify({ $or: Array.from({ length: 12_000 }, (_, i) => ({ $eq: -1 - i })) })],
    ['a $nor of 400 $in lists', JSON.stringify({ $nor: Array.from({ length: 400 }, () => ({ $in: Array.from({ length: 40 }, (_, i) => -i) })) })]
  ])('a review filter: %s', async (name, filter) => {
    const res = await budgeted(`review filter: ${name}`, patchText(filter))
    expect([200, 400, 413]).toContain(res.status)
  }, 60_000)
})
