import type { ShopPorts } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import { invalid } from '../errors.js'

export const walletBalance = (shop: Pick<ShopPorts, 'repos'>, user: TokenUser): number => shop.repos.wallets.balance(user.id)

// Planted (walletTopUpLimitChallenge): only a positive amount is required, not the 10-1000 of the form.
// vuln-code-snippet start walletForeignCardChallenge
/** Tops the wallet up, charging a saved card; answers the new balance. */
export function topUp (shop: Pick<ShopPorts, 'repos' | 'events'>, user: TokenUser, amount: number, paymentId: number): number {
  if (!(amount > 0)) throw invalid('The amount must be positive.')
  const card = shop.repos.cards.findById(paymentId)
  if (!card) throw invalid('Please choose one of your saved cards.') // vuln-code-snippet vuln-line walletForeignCardChallenge
  shop.repos.wallets.credit(user.id, amount)
  shop.events.emit('wallet.credited', { userId: user.id, amount, cardOwnerId: card.UserId })
  return shop.repos.wallets.balance(user.id)
}
// vuln-code-snippet end walletForeignCardChallenge
