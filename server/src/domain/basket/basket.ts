import type { ShopInstance } from '../../instance/shop-instance.js'
import type { TokenUser } from '../auth/tokens.js'
import type { BasketItemRow } from '../../repositories/basket-items.js'
import { invalid, forbidden, notFound } from '../errors.js'

function ownBasket (shop: ShopInstance, user: TokenUser, basketId: number) {
  const basket = shop.repos.baskets.findById(basketId)
  if (!basket) throw notFound('Basket')
  if (basket.UserId !== user.id) throw forbidden('This is not your basket')
  return basket
}

/** The basket with each product and its basket item, as the basket page shows it. */
export function readBasket (shop: ShopInstance, user: TokenUser, basketId: number) {
  const basket = ownBasket(shop, user, basketId)
  const Products = shop.repos.basketItems.listForBasket(basket.id).flatMap(item => {
    // A product removed from the catalogue after it was put in the basket is left out of the view.
    const product = shop.repos.products.findById(item.ProductId)
    return product ? [{ ...product, BasketItem: item }] : []
  })
  return { id: basket.id, UserId: basket.UserId, coupon: basket.coupon, createdAt: basket.createdAt, updatedAt: basket.updatedAt, Products }
}

/** Stock and per-customer limits apply to every quantity a basket may hold. */
function checkAvailable (shop: ShopInstance, productId: number, quantity: number): void {
  const stock = shop.repos.quantities.findByProduct(productId)
  if (!stock || stock.quantity < quantity) throw invalid('We are out of stock! Sorry for the inconvenience.')
  if (stock.limitPerUser !== null && quantity > stock.limitPerUser) throw invalid(`You can order only up to ${stock.limitPerUser} items of this product.`)
}

export function addItem (shop: ShopInstance, user: TokenUser, basketId: number, productId: number, quantity: number): BasketItemRow {
  const basket = ownBasket(shop, user, basketId)
  if (!shop.repos.products.findById(productId)) throw notFound('Product')
  if (shop.repos.basketItems.findInBasket(basket.id, productId)) throw invalid('This product is already in your basket')
  checkAvailable(shop, productId, quantity)
  return shop.repos.basketItems.insert(basket.id, productId, quantity)
}

function ownItem (shop: ShopInstance, user: TokenUser, itemId: number): BasketItemRow {
  const item = shop.repos.basketItems.findById(itemId)
  if (!item) throw notFound('Basket item')
  ownBasket(shop, user, item.BasketId)
  return item
}

export const readItem = ownItem

export function changeQuantity (shop: ShopInstance, user: TokenUser, itemId: number, quantity: number): BasketItemRow {
  const item = ownItem(shop, user, itemId)
  checkAvailable(shop, item.ProductId, quantity)
  return shop.repos.basketItems.updateQuantity(item.id, quantity)
}

export function removeItem (shop: ShopInstance, user: TokenUser, itemId: number): void {
  const item = ownItem(shop, user, itemId)
  shop.repos.basketItems.remove(item.id)
}
