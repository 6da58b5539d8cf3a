import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder, fixedClock } from '../../test-support/rule-fakes.js'
import { accountIn, orphanBasketItem, stockedProduct } from '../../test-support/shop-customers.js'
import { tokenUser, type TokenUser } from '../auth/tokens.js'
import { addItem, changeQuantity, readBasket, readItem, removeItem } from './basket.js'
import { applyCoupon } from './coupon.js'

const t = createTestShop()
const shop = t.shop.registry.get()
const users = shop.repos.users.list()
const me: TokenUser = tokenUser(users[0])
const someoneElse: TokenUser = tokenUser(users[1])
const basket = shop.repos.baskets.forUser(me.id)

/** A new product with the stock and limit the test needs (none: no stock entry at all). */
function product (stock?: { quantity: number, limitPerUser: number | null }): number {
  const id = shop.repos.products.insert({ name: 'Test juice', description: 'x', price: 1, deluxePrice: 1, image: 'x.jpg' })
  if (stock) shop.repos.quantities.insert(id, stock.quantity, stock.limitPerUser)
  return id
}

describe('basket rules', () => {
  it('allow exactly the stock, and exactly the per-customer limit', () => {
    const seeded = shop.repos.quantities.list()
    const plenty = seeded.find(q => q.limitPerUser === null && q.quantity >= 3)!
    const item = addItem(shop, me, basket.id, basket.id, plenty.ProductId, plenty.quantity)
    expect(item.quantity).toBe(plenty.quantity)
    expect(() => changeQuantity(shop, me, item.id, plenty.quantity + 1)).toThrow('We are out of stock! Sorry for the inconvenience.')

    const limited = seeded.find(q => q.limitPerUser !== null && q.quantity > q.limitPerUser)!
    const limitedItem = addItem(shop, me, basket.id, basket.id, limited.ProductId, limited.limitPerUser!)
    expect(limitedItem.quantity).toBe(limited.limitPerUser)
    expect(() => changeQuantity(shop, me, limitedItem.id, limited.limitPerUser! + 1)).toThrow(`You can order only up to ${limited.limitPerUser} items of this product.`)
  })

  it('refuse a product without any stock entry, another customer\'s basket and unknown things', () => {
    const other = shop.repos.baskets.forUser(someoneElse.id)
    const product = shop.repos.quantities.list().find(q => q.quantity > 0 && q.limitPerUser === null && !shop.repos.basketItems.findInBasket(basket.id, q.ProductId))!
    expect(() => addItem(shop, me, other.id, other.id, product.ProductId, 1)).toThrow('This is not your basket')
    expect(() => addItem(shop, me, 999_999, 999_999, product.ProductId, 1)).toThrow('Basket not found')
    expect(() => addItem(shop, me, basket.id, basket.id, 999_999, 1)).toThrow('Product not found')
    expect(() => readItem(shop, me, 999_999)).toThrow('Basket item not found')
    const item = addItem(shop, me, basket.id, basket.id, product.ProductId, 1)
    expect(() => addItem(shop, me, basket.id, basket.id, product.ProductId, 1)).toThrow('This product is already in your basket')
    expect(() => readItem(shop, someoneElse, item.id)).toThrow('This is not your basket')
    expect(() => removeItem(shop, someoneElse, item.id)).toThrow('This is not your basket')
  })

  it('treats a product without a stock entry as sold out, and a stock of exactly the limit as enough', () => {
    expect(() => addItem(shop, me, basket.id, basket.id, product(), 1)).toThrow('We are out of stock!')
    expect(addItem(shop, me, basket.id, basket.id, product({ quantity: 2, limitPerUser: 2 }), 2).quantity).toBe(2)
    expect(() => addItem(shop, me, basket.id, basket.id, product({ quantity: 0, limitPerUser: null }), 1)).toThrow('We are out of stock!')
  })

  it('shows each product with its basket item, and forgets removed items', () => {
    const view = readBasket(shop, me, basket.id)
    expect(view).toMatchObject({ id: basket.id, UserId: me.id })
    expect(view.Products.length).toBeGreaterThan(0)
    const [first] = view.Products
    expect(first.BasketItem).toMatchObject({ BasketId: basket.id, ProductId: first.id })
    removeItem(shop, me, first.BasketItem.id)
    expect(readBasket(shop, me, basket.id).Products.map(p => p.id)).not.toContain(first.id)
  })

  it('refuses to put a product into a basket that does not exist, even when the checked basket is the caller\'s', () => {
    expect(() => addItem(shop, me, basket.id, 999_999, product({ quantity: 5, limitPerUser: null }), 1)).toThrow('Basket not found')
  })

  it('names a basket that does not exist when asked to show it', () => {
    expect(() => readBasket(shop, me, 999_999)).toThrow('Basket not found')
  })

  it('leaves out basket items whose product no longer exists', () => {
    const own = shop.repos.baskets.forUser(tokenUser(users[2]).id)
    orphanBasketItem(shop, own.id)
    expect(readBasket(shop, tokenUser(users[2]), own.id).Products).toEqual([])
  })

  it('saves a coupon only on an existing basket of the caller', () => {
    expect(() => applyCoupon(shop, me, 999_999, 'WMNSDY2023')).toThrow('Basket not found')
    expect(() => applyCoupon(shop, someoneElse, basket.id, 'WMNSDY2023')).toThrow('This is not your basket')
  })
})

describe('basket rules without a shop', () => {
  // The rules name their repositories, event sink and clock, so an in-memory database stands in.
  const { repos } = repositoryDb()
  const owner = accountIn({ repos })
  const stranger = accountIn({ repos })
  const own = repos.baskets.forUser(owner.id)

  it('keep an item within the stock and report whose basket received it', () => {
    const events = eventRecorder()
    const id = stockedProduct({ repos }, 'Fake juice', 2)
    expect(() => addItem({ repos, events }, owner, own.id, own.id, id, 3)).toThrow('We are out of stock!')
    expect(addItem({ repos, events }, stranger, repos.baskets.forUser(stranger.id).id, own.id, id, 2)).toMatchObject({ BasketId: own.id, ProductId: id, quantity: 2 })
    expect(events.payloads('basket.itemAdded')).toEqual([{ basketOwnerId: owner.id, callerId: stranger.id }])
  })

  it('accept a campaign coupon on its day by the shop\'s clock, and refuse it the next day', () => {
    const events = eventRecorder()
    expect(applyCoupon({ repos, events, clock: fixedClock('2023-03-08T12:00:00Z') }, owner, own.id, 'WMNSDY2023')).toEqual({ discount: 60 })
    expect(repos.baskets.findById(own.id)?.coupon).toBe('WMNSDY2023')
    expect(events.payloads('coupon.accepted')).toEqual([{ code: 'WMNSDY2023', kind: 'campaign', discount: 60 }])
    expect(() => applyCoupon({ repos, events, clock: fixedClock('2023-03-09T12:00:00Z') }, owner, own.id, 'WMNSDY2023')).toThrow()
    expect(events.emitted).toHaveLength(1)
  })
})
