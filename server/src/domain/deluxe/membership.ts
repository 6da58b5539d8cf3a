import type { ShopConfig } from '../../config.js'
import type { Repositories } from '../../repositories/index.js'
import type { InstanceSecrets } from '../auth/keys.js'
import type { EventSink, Transactions } from '../ports.js'
import { tokenUser, type TokenService, type TokenUser } from '../auth/tokens.js'
import { deluxeTokenFor } from '../auth/deluxe.js'
import { DomainError, invalid, notFound } from '../errors.js'

/** The membership price the shop is configured with. */
interface Pricing { config: { application: { deluxe: Pick<ShopConfig['application']['deluxe'], 'membershipCost'> } } }
/** Paying reads and charges the wallet, or checks the chosen card. */
interface Payment extends Pricing { repos: Pick<Repositories, 'wallets' | 'cards'> }
/** The upgrade pays, changes the role with a fresh deluxe token in one transaction, reports it and signs a new token. */
export interface MembershipDeps extends Payment {
  repos: Pick<Repositories, 'wallets' | 'cards' | 'users'>
  db: Transactions
  secrets: Pick<InstanceSecrets, 'answerKey'>
  events: EventSink
  tokens: Pick<TokenService, 'issue'>
}

export const membershipCost = (shop: Pricing): number => shop.config.application.deluxe.membershipCost

function charge (shop: Payment, user: TokenUser, paymentMode: 'wallet' | 'card', paymentId: unknown): void {
  const cost = membershipCost(shop)
  if (paymentMode === 'wallet') {
    const balance = shop.repos.wallets.balance(user.id)
    if (balance < cost) throw new DomainError('payment-required', 'Insufficient funds in your wallet.')
    shop.repos.wallets.setBalance(user.id, balance - cost)
    return
  }
  const card = typeof paymentId === 'number' || (typeof paymentId === 'string' && /^\d{1,12}$/.test(paymentId)) ? shop.repos.cards.findById(Number(paymentId)) : undefined
  if (!card || card.UserId !== user.id) throw invalid('Please choose one of your saved cards.')
}

/** Upgrades a customer to deluxe and answers a fresh token carrying the new role. */
export async function becomeDeluxe (shop: MembershipDeps, user: TokenUser, paymentMode: unknown, paymentId: unknown): Promise<string> {
  const row = shop.repos.users.findById(user.id)
  if (!row) throw notFound('User')
  if (row.role === 'deluxe') throw invalid('You are already a deluxe member!')
  if (row.role !== 'customer') throw invalid('Only customer accounts can become deluxe members.')
  // vuln-code-snippet start freeDeluxeChallenge
  shop.db.transaction(() => {
    if (paymentMode === 'wallet' || paymentMode === 'card') charge(shop, user, paymentMode, paymentId) // vuln-code-snippet vuln-line freeDeluxeChallenge
    shop.repos.users.updateRole(row.id, 'deluxe', deluxeTokenFor(row.email, shop.secrets.answerKey))
  })()
  // vuln-code-snippet end freeDeluxeChallenge
  shop.events.emit('deluxe.upgraded', { userId: row.id, paymentMode })
  return await shop.tokens.issue(tokenUser(shop.repos.users.findById(row.id)!))
}
