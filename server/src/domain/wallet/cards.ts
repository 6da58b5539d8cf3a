import type { Card } from '@shop/contract'
import type { ShopPorts } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import type { CardFields, CardRow } from '../../repositories/cards.js'
import { forbidden, notFound } from '../errors.js'

/** Cards are stored whole but only ever shown with their last four digits. */
export const maskedCard = (card: CardRow): Card => ({
  id: card.id,
  UserId: card.UserId,
  fullName: card.fullName,
  cardNum: `************${card.cardNum.slice(-4)}`,
  expMonth: card.expMonth,
  expYear: card.expYear
})

export const listCards = (shop: Pick<ShopPorts, 'repos'>, user: TokenUser) => shop.repos.cards.listForUser(user.id).map(maskedCard)

function ownCard (shop: Pick<ShopPorts, 'repos'>, user: TokenUser, id: number): CardRow {
  const card = shop.repos.cards.findById(id)
  if (!card) throw notFound('Card')
  if (card.UserId !== user.id) throw forbidden('This is not your card')
  return card
}

export const readCard = (shop: Pick<ShopPorts, 'repos'>, user: TokenUser, id: number) => maskedCard(ownCard(shop, user, id))

export const saveCard = (shop: Pick<ShopPorts, 'repos'>, user: TokenUser, fields: CardFields) => maskedCard(shop.repos.cards.insert(user.id, fields))

export function deleteCard (shop: Pick<ShopPorts, 'repos'>, user: TokenUser, id: number): void {
  shop.repos.cards.remove(ownCard(shop, user, id).id)
}
