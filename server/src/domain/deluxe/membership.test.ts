import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder } from '../../test-support/rule-fakes.js'
import { accountIn, paymentDetailsOf } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import { deluxeTokenFor } from '../auth/deluxe.js'
import type { TokenUser } from '../auth/tokens.js'
import { becomeDeluxe, membershipCost } from './membership.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const cost = membershipCost(shop)

const upgraded: Array<DomainEventMap['deluxe.upgraded']> = []
shop.events.on('deluxe.upgraded', e => { upgraded.push(e) })

/** The refusal's message, or 'upgraded' when the customer became deluxe. */
const attempt = async (user: TokenUser, paymentMode: unknown, paymentId?: unknown): Promise<string> =>
  await becomeDeluxe(shop, user, paymentMode, paymentId).then(() => 'upgraded', (error: Error) => error.message)

const roleOf = (user: TokenUser): string | undefined => shop.repos.users.findById(user.id)?.role

/** A customer with a saved card whose id has two digits at least (so a one-digit rule would show). */
function cardHolder (): { user: TokenUser, cardId: number } {
  for (;;) {
    const user = accountIn(shop)
    const { cardId } = paymentDetailsOf(shop, user)
    if (cardId >= 10) return { user, cardId }
  }
}

describe('deluxe membership paid by wallet', () => {
  it('refuses a balance one cent short, and changes nothing', async () => {
    const user = accountIn(shop)
    shop.repos.wallets.setBalance(user.id, cost - 0.01)
    expect(await attempt(user, 'wallet')).toBe('Insufficient funds in your wallet.')
    await expect(becomeDeluxe(shop, user, 'wallet', undefined)).rejects.toMatchObject({ kind: 'payment-required' })
    expect(roleOf(user)).toBe('customer')
    expect(shop.repos.wallets.balance(user.id)).toBeCloseTo(cost - 0.01, 5)
  })

  it('takes exactly the cost, stores the deluxe role with its token and answers a token carrying it', async () => {
    const user = accountIn(shop)
    shop.repos.wallets.setBalance(user.id, cost)
    upgraded.length = 0
    const token = await becomeDeluxe(shop, user, 'wallet', undefined)
    expect(shop.repos.wallets.balance(user.id)).toBe(0)
    const row = shop.repos.users.findById(user.id)!
    expect(row).toMatchObject({ role: 'deluxe', deluxeToken: deluxeTokenFor(user.email, shop.secrets.answerKey) })
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    expect(payload).toMatchObject({ status: 'success', data: { id: user.id, role: 'deluxe' } })
    expect(upgraded).toEqual([{ userId: user.id, paymentMode: 'wallet' }])
    expect(await attempt(user, 'wallet')).toBe('You are already a deluxe member!')
  })
})

describe('deluxe membership paid by card', () => {
  it.each([
    ['its number', (id: number) => id],
    ['its id as text', (id: number) => String(id)]
  ])('accepts one of the customer\'s cards, named by %s, without touching the wallet', async (_, name) => {
    const { user, cardId } = cardHolder()
    expect(await attempt(user, 'card', name(cardId))).toBe('upgraded')
    expect(roleOf(user)).toBe('deluxe')
    expect(shop.repos.wallets.balance(user.id)).toBe(0)
  })

  it.each([
    ['a leading space', (id: number) => ` ${id}`],
    ['a trailing space', (id: number) => `${id} `],
    ['more than 12 digits', (id: number) => String(id).padStart(13, '0')],
    ['a list', (id: number) => [String(id)]],
    ['nothing', () => undefined]
  ])('refuses the customer\'s own card named with %s', async (_, name) => {
    const { user, cardId } = cardHolder()
    expect(await attempt(user, 'card', name(cardId))).toBe('Please choose one of your saved cards.')
    expect(roleOf(user)).toBe('customer')
  })

  it('refuses another customer\'s card and a card that does not exist', async () => {
    const { cardId } = cardHolder()
    const user = accountIn(shop)
    expect(await attempt(user, 'card', cardId)).toBe('Please choose one of your saved cards.')
    expect(await attempt(user, 'card', 999_999)).toBe('Please choose one of your saved cards.')
    expect(roleOf(user)).toBe('customer')
  })
})

describe('deluxe membership rules', () => {
  it('upgrades without any charge when no payment mode is named (planted: freeDeluxeChallenge)', async () => {
    const user = accountIn(shop)
    upgraded.length = 0
    expect(await attempt(user, 'bitcoin')).toBe('upgraded')
    expect(upgraded).toEqual([{ userId: user.id, paymentMode: 'bitcoin' }])
  })

  it('is only for existing customer accounts', async () => {
    const erased = accountIn(shop)
    shop.repos.users.eraseAccount(erased.id)
    expect(await attempt(erased, 'wallet')).toBe('User not found')
    for (const role of ['admin', 'accounting']) {
      expect(await attempt(accountIn(shop, role), 'wallet'), role).toBe('Only customer accounts can become deluxe members.')
    }
  })
})

describe('deluxe membership without a shop', () => {
  // The upgrade names the repositories, transaction, answer key, event sink, token signer and
  // configured price it uses; an in-memory database and plain stand-ins replace the shop.
  const { db, repos } = repositoryDb()
  const signed: TokenUser[] = []
  const deps = {
    repos,
    db,
    secrets: { answerKey: 'test-answer-key' },
    events: eventRecorder(),
    tokens: { issue: async (user: TokenUser) => { signed.push(user); return `token-${signed.length}` } },
    config: { application: { deluxe: { membershipCost: 12.5 } } }
  }

  it('charges the configured price to the wallet, stores the deluxe token, and signs a token with the new role', async () => {
    const user = accountIn(deps)
    repos.wallets.setBalance(user.id, 20)
    await expect(becomeDeluxe(deps, user, 'wallet', undefined)).resolves.toBe('token-1')
    expect(repos.wallets.balance(user.id)).toBe(7.5)
    expect(repos.users.findById(user.id)).toMatchObject({ role: 'deluxe', deluxeToken: deluxeTokenFor(user.email, 'test-answer-key') })
    expect(signed).toEqual([expect.objectContaining({ id: user.id, role: 'deluxe' })])
    expect(deps.events.payloads('deluxe.upgraded')).toEqual([{ userId: user.id, paymentMode: 'wallet' }])
  })

  it('leaves the wallet and the role alone when the balance is short', async () => {
    const user = accountIn(deps)
    repos.wallets.setBalance(user.id, 12.49)
    await expect(becomeDeluxe(deps, user, 'wallet', undefined)).rejects.toMatchObject({ kind: 'payment-required' })
    expect(repos.wallets.balance(user.id)).toBe(12.49)
    expect(repos.users.findById(user.id)?.role).toBe('customer')
  })
})
