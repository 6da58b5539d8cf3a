import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/open.js'
import { customersDb } from '../test-support/repository-db.js'
import type { Repositories } from './index.js'
import type { NewOrder } from './orders.js'

// Products, stock, deliveries, baskets, orders and the prepared twins of the planted statements:
// each write read back through the repository. Every test builds its own database and
// repositories: built once for the file, the repositories' methods existed before any test ran,
// and a mutation run could not tell which test relied on which.
let db: Db, repos: Repositories, alice: number, bob: number
let apple: number
let melon: number
let gone: number
const product = (name: string, price: number) => ({ name, description: `${name} juice`, price, deluxePrice: price - 0.5, image: `${name}.svg` })
beforeEach(() => {
  ({ db, repos, alice, bob } = customersDb())
  apple = repos.products.insert(product('Apple', 1.99))
  melon = repos.products.insert(product('Melon', 2.99))
  gone = repos.products.insert({ ...product('Gone', 5), deletedAt: '2020-01-01T00:00:00.000Z' })
})
afterEach(() => { db.close() })

describe('products', () => {
  it('lists live products, finds withdrawn ones only on request, and updates the editable fields', () => {
    expect(repos.products.list().map(row => row.name)).toEqual(['Apple', 'Melon'])
    expect(repos.products.findById(gone)).toBeUndefined()
    expect(repos.products.findByIdIncludingDeleted(gone)?.name).toBe('Gone')
    const row = repos.products.findById(melon)!
    const updated = repos.products.update({ ...row, name: 'Honeydew', description: 'sweet', price: 3.49, deluxePrice: 3, image: 'h.svg' })
    expect(updated).toMatchObject({ id: melon, name: 'Honeydew', description: 'sweet', price: 3.49, deluxePrice: 3, image: 'h.svg' })
    expect(repos.products.findById(apple)?.name).toBe('Apple')
  })
})

describe('quantities', () => {
  it('inserts stock, takes sold items, puts them back and sets a count', () => {
    repos.quantities.insert(apple, 10, 3)
    repos.quantities.insert(melon, 4, null)
    expect(repos.quantities.findByProduct(apple)).toMatchObject({ quantity: 10, limitPerUser: 3 })
    repos.quantities.take(apple, 4)
    expect(repos.quantities.findByProduct(apple)?.quantity).toBe(6)
    repos.quantities.take(apple, -1)
    expect(repos.quantities.findByProduct(apple)?.quantity).toBe(7)
    const id = repos.quantities.findByProduct(melon)!.id
    expect(repos.quantities.setQuantity(id, 40)).toMatchObject({ ProductId: melon, quantity: 40 })
    expect(repos.quantities.findById(id)?.quantity).toBe(40)
    expect(repos.quantities.list().map(row => [row.ProductId, row.quantity])).toEqual([[apple, 7], [melon, 40]])
  })
})

describe('deliveries', () => {
  it('inserts and lists the delivery methods', () => {
    const fast = { id: 1, name: 'Fast', price: 4.99, deluxePrice: 0, eta: 1, icon: 'rocket' }
    repos.deliveries.insert(fast)
    repos.deliveries.insert({ ...fast, id: 2, name: 'Slow', eta: 5 })
    expect(repos.deliveries.list().map(row => row.name)).toEqual(['Fast', 'Slow'])
    expect(repos.deliveries.findById(1)).toEqual(fast)
  })
})

describe('baskets and their items', () => {
  it('creates one basket per user on first use and keeps its coupon', () => {
    const basket = repos.baskets.forUser(alice)
    expect(repos.baskets.forUser(alice).id).toBe(basket.id)
    expect(repos.baskets.forUser(bob).id).not.toBe(basket.id)
    repos.baskets.setCoupon(basket.id, 'WINTER')
    expect(repos.baskets.findById(basket.id)?.coupon).toBe('WINTER')
    repos.baskets.setCoupon(basket.id, null)
    expect(repos.baskets.findById(basket.id)?.coupon).toBeNull()
  })

  it('adds items, changes a quantity, removes one and clears the basket', () => {
    const basket = repos.baskets.forUser(alice).id
    const other = repos.baskets.forUser(bob).id
    const item = repos.basketItems.insert(basket, apple, 2)
    repos.basketItems.insert(basket, melon, 1)
    repos.basketItems.insert(other, apple, 9)
    expect(repos.basketItems.findInBasket(basket, apple)).toEqual(item)
    expect(repos.basketItems.updateQuantity(item.id, 5)).toMatchObject({ id: item.id, quantity: 5 })
    expect(repos.basketItems.listForBasket(basket).map(row => [row.ProductId, row.quantity])).toEqual([[apple, 5], [melon, 1]])
    expect(repos.basketItems.remove(item.id)).toBe(true)
    expect(repos.basketItems.remove(item.id)).toBe(false)
    expect(repos.basketItems.findById(item.id)).toBeUndefined()
    repos.basketItems.clear(basket)
    expect(repos.basketItems.listForBasket(basket)).toEqual([])
    expect(repos.basketItems.listForBasket(other)).toHaveLength(1)
  })
})

describe('orders', () => {
  const order = (userId: number, email: string, extra: Partial<NewOrder> = {}): NewOrder => ({
    UserId: userId, email, totalPrice: 3.98, bonus: 0, deliveryPrice: 0.99, promotionalAmount: 0, eta: 2, addressId: 1,
    paymentId: 'wallet', products: [{ id: apple, name: 'Apple', price: 1.99, quantity: 2, total: 3.98, bonus: 0 }], coupon: null, ...extra
  })

  it('numbers orders by owner and global sequence and reads back every field', () => {
    const first = repos.orders.insert(order(alice, 'alice@shop.test'))
    const second = repos.orders.insert(order(bob, 'bob@shop.test', { delivered: true, coupon: 'X', createdAt: '2024-05-01T00:00:00.000Z' }))
    expect(first.orderId).toBe(`${String(alice).padStart(4, '0')}-000001`)
    expect(second.orderId).toBe(`${String(bob).padStart(4, '0')}-000002`)
    expect(repos.orders.findByOrderId(first.orderId)).toEqual({ ...order(alice, 'alice@shop.test'), seq: 1, orderId: first.orderId, delivered: false, createdAt: first.createdAt })
    expect(second).toMatchObject({ delivered: true, coupon: 'X', createdAt: '2024-05-01T00:00:00.000Z' })
    expect(repos.orders.findByOrderId('0000-999999')).toBeUndefined()
  })

  it('lists per user and all, newest first, and marks delivery', () => {
    const first = repos.orders.insert(order(alice, 'alice@shop.test'))
    repos.orders.insert(order(bob, 'bob@shop.test'))
    const third = repos.orders.insert(order(alice, 'alice@shop.test', { totalPrice: 1.99 }))
    expect(repos.orders.listForUser(alice)).toEqual([third, first])
    expect(repos.orders.listAll().map(row => row.seq)).toEqual([3, 2, 1])
    expect(repos.orders.listAll()[0]).toEqual(third)
    expect(repos.orders.setDelivered(third.orderId, true)).toBe(true)
    expect(repos.orders.findByOrderId(third.orderId)?.delivered).toBe(true)
    expect(repos.orders.findByOrderId(first.orderId)?.delivered).toBe(false)
    expect(repos.orders.setDelivered('nope', true)).toBe(false)
  })

  it('looks up the data export by an e-mail pattern (the planted wildcard), oldest first', () => {
    const first = repos.orders.insert(order(alice, 'alice@shop.test'))
    repos.orders.insert(order(bob, 'bob@shop.test'))
    repos.orders.insert(order(alice, 'alice@shop.test'))
    expect(repos.orders.listForEmail('alice@shop.test').map(row => row.seq)).toEqual([1, 3])
    expect(repos.orders.listForEmail('alice@shop.test')[0]).toEqual(first)
    expect(repos.orders.listForEmail('%').map(row => row.seq)).toEqual([1, 2, 3])
  })
})

describe('prepared twins of the planted statements', () => {
  it('log in by e-mail and hash, search names and descriptions, list orders, sort by a known column only', () => {
    repos.products.update({ ...repos.products.findById(melon)!, name: 'Honeydew', description: 'sweet', price: 3.49 })
    const paymentId = 'wallet'
    for (const [UserId, email] of [[alice, 'alice@shop.test'], [bob, 'bob@shop.test']] as const) {
      repos.orders.insert({ UserId, email, totalPrice: 1, bonus: 0, deliveryPrice: 0, promotionalAmount: 0, eta: 1, addressId: 1, paymentId, products: [], coupon: null })
    }
    expect([...repos.plantedTwins.login('alice@shop.test', 'hash')].map(row => row.id)).toEqual([alice])
    expect([...repos.plantedTwins.login('alice@shop.test', 'other')]).toEqual([])
    expect([...repos.plantedTwins.search('sweet')].map(row => row.name)).toEqual(['Honeydew'])
    expect([...repos.plantedTwins.search('juice')].map(row => row.name)).toEqual(['Apple'])
    expect([...repos.plantedTwins.orderHistory('bob@shop.test')].map(row => row.seq)).toEqual([2])
    expect([...repos.plantedTwins.productsSortedBy('price', 'DESC')].map(row => row.name)).toEqual(['Honeydew', 'Apple'])
    expect([...repos.plantedTwins.productsSortedBy('price', '')].map(row => row.name)).toEqual(['Apple', 'Honeydew'])
    expect([...repos.plantedTwins.productsSortedBy('name; DROP TABLE Users' as 'name', 'ASC')].map(row => row.id)).toEqual([apple, melon])
  })
})
