import type { ShopInstance } from '../instance/shop-instance.js'
import { tokenUser, type TokenUser } from '../domain/auth/tokens.js'
import type { NewProduct } from '../repositories/products.js'
import type { ShopPorts } from '../domain/ports.js'

let counter = 0

/** A brand-new account written straight into a shop's database, as the token of its session names it. */
export function accountIn (shop: Pick<ShopPorts, 'repos'>, role = 'customer'): TokenUser {
  return tokenUser(shop.repos.users.insert({ email: `direct${Date.now()}${counter++}@example.test`, password: 'unused', role }))
}

/** A saved address and card of the user: what a checkout or a deluxe upgrade by card needs. */
export function paymentDetailsOf (shop: Pick<ShopPorts, 'repos'>, user: TokenUser): { addressId: number, cardId: number } {
  const address = shop.repos.addresses.insert(user.id, { fullName: 'Rita Sousa', mobileNum: 912345678, zipCode: '1100-148', streetAddress: 'Rua Augusta 120', city: 'Lisbon', state: '', country: 'Portugal' })
  const card = shop.repos.cards.insert(user.id, { fullName: 'Rita Sousa', cardNum: '4111222233334444', expMonth: 7, expYear: 2085 })
  return { addressId: address.id, cardId: card.id }
}

/** A new product (¤1, unless `fields` say otherwise) with its stock entry; answers its id. */
export function stockedProduct (shop: Pick<ShopPorts, 'repos'>, name: string, quantity: number, fields: Partial<NewProduct> = {}): number {
  const id = shop.repos.products.insert({ name, description: 'x', price: 1, deluxePrice: 1, image: 'x.jpg', ...fields })
  shop.repos.quantities.insert(id, quantity, null)
  return id
}

/** A basket item whose product row is gone, as data written before a product was purged leaves it. */
export function orphanBasketItem (shop: ShopInstance, basketId: number): void {
  shop.db.pragma('foreign_keys = OFF')
  try {
    shop.repos.basketItems.insert(basketId, 987_654, 1)
  } finally {
    shop.db.pragma('foreign_keys = ON')
  }
}
