import type { Repositories } from '../../repositories/index.js'
import type { EventSink } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import type { BasketItemRow } from '../../repositories/basket-items.js'
import { forbidden, invalid, notFound } from '../errors.js'

/** The basket rules read and write baskets, their items, products and stock; reads and adds are reported. */
export interface BasketDeps {
  repos: Pick<Repositories, 'baskets' | 'basketItems' | 'products' | 'quantities'>
  events: EventSink
}
type BasketRepos = Pick<BasketDeps, 'repos'>

function ownBasket (shop: BasketRepos, user: TokenUser, basketId: number) {
  const basket = shop.repos.baskets.findById(basketId)
  if (!basket) throw notFound('Basket')
  if (basket.UserId !== user.id) throw forbidden('This is not your basket')
  return basket
}

// vuln-code-snippet start basketPeekChallenge
/** The basket with each product and its basket item, as the basket page shows it. */
export function readBasket (shop: BasketDeps, user: TokenUser, basketId: number) {
  const basket = shop.repos.baskets.findById(basketId) // vuln-code-snippet vuln-line basketPeekChallenge
  if (!basket) throw notFound('Basket')
  shop.events.emit('basket.read', { basketOwnerId: basket.UserId, callerId: user.id })
  const Products = shop.repos.basketItems.listForBasket(basket.id).flatMap(item => {
    const product = shop.repos.products.findByIdIncludingDeleted(item.ProductId)
    return product ? [{ ...product, BasketItem: item }] : []
  })
  return { id: basket.id, UserId: basket.UserId, coupon: basket.coupon, createdAt: basket.createdAt, updatedAt: basket.updatedAt, Products }
}
// vuln-code-snippet end basketPeekChallenge

/** Stock and per-customer limits apply to every quantity a basket may hold. */
function checkAvailable (shop: BasketRepos, productId: number, quantity: number): void {
  const stock = shop.repos.quantities.findByProduct(productId)
  if (!stock || stock.quantity < quantity) throw invalid('We are out of stock! Sorry for the inconvenience.')
  if (stock.limitPerUser !== null && quantity > stock.limitPerUser) throw invalid(`You can order only up to ${stock.limitPerUser} items of this product.`)
}

// vuln-code-snippet start basketPollutionChallenge
/**
 * Puts a product into a basket. `checkedBasketId` is the basket named in the query string when
 * the client sends one, otherwise the body's.
 */
export function addItem (shop: BasketDeps, user: TokenUser, checkedBasketId: number, basketId: number, productId: number, quantity: number): BasketItemRow {
  ownBasket(shop, user, checkedBasketId) // vuln-code-snippet vuln-line basketPollutionChallenge
  const basket = shop.repos.baskets.findById(basketId) // vuln-code-snippet vuln-line basketPollutionChallenge
  if (!basket) throw notFound('Basket')
  // vuln-code-snippet hide-start
  if (!shop.repos.products.findByIdIncludingDeleted(productId)) throw notFound('Product')
  // vuln-code-snippet hide-end
  if (shop.repos.basketItems.findInBasket(basket.id, productId)) throw invalid('This product is already in your basket')
  checkAvailable(shop, productId, quantity)
  const item = shop.repos.basketItems.insert(basket.id, productId, quantity)
  shop.events.emit('basket.itemAdded', { basketOwnerId: basket.UserId, callerId: user.id })
  return item
}
// vuln-code-snippet end basketPollutionChallenge

function ownItem (shop: BasketRepos, user: TokenUser, itemId: number): BasketItemRow {
  const item = shop.repos.basketItems.findById(itemId)
  if (!item) throw notFound('Basket item')
  ownBasket(shop, user, item.BasketId)
  return item
}

export const readItem = ownItem

export function changeQuantity (shop: BasketRepos, user: TokenUser, itemId: number, quantity: number): BasketItemRow {
  const item = ownItem(shop, user, itemId)
  checkAvailable(shop, item.ProductId, quantity)
  return shop.repos.basketItems.updateQuantity(item.id, quantity)
}

export function removeItem (shop: BasketRepos, user: TokenUser, itemId: number): void {
  const item = ownItem(shop, user, itemId)
  shop.repos.basketItems.remove(item.id)
}
