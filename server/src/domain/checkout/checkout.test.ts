import { afterEach, describe, expect, it } from 'vitest'
import { InFlightRegistry } from '../../challenges/mechanisms/time-windows.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { repositoryDb } from '../../test-support/repository-db.js'
import { eventRecorder, fixedClock } from '../../test-support/rule-fakes.js'
import { accountIn, orphanBasketItem, paymentDetailsOf, stockedProduct } from '../../test-support/shop-customers.js'
import type { DomainEventMap } from '../../challenges/mechanisms/domain-events.js'
import type { TokenUser } from '../auth/tokens.js'
import { checkout, type CheckoutInput } from './checkout.js'
import { monthlyCode } from './coupons.js'

const t = createTestShop()
const shop = t.shop.registry.get()
/** A delivery method with a lower, non-zero price for deluxe members. */
const delivery = shop.repos.deliveries.list().find(d => d.deluxePrice > 0 && d.price > d.deluxePrice)!

const placed: Array<DomainEventMap['order.placed']> = []
const paid: Array<DomainEventMap['wallet.paid']> = []
shop.events.on('order.placed', e => { placed.push(e) })
shop.events.on('wallet.paid', e => { paid.push(e) })
afterEach(() => {
  placed.length = 0
  paid.length = 0
})

/** A customer with address and card and the given basket lines; answers what a card checkout sends. */
function customerWithBasket (lines: Array<[productId: number, quantity: number]>, role = 'customer') {
  const user = accountIn(shop, role)
  const basketId = shop.repos.baskets.forUser(user.id).id
  for (const [productId, quantity] of lines) shop.repos.basketItems.insert(basketId, productId, quantity)
  const { addressId, cardId } = paymentDetailsOf(shop, user)
  const input: CheckoutInput = { paymentId: cardId, addressId, deliveryMethodId: delivery.id }
  return { user, basketId, input }
}

const refusal = async (user: TokenUser, basketId: number, input: CheckoutInput) =>
  await checkout(shop, user, basketId, input).then(() => 'placed', (error: Error) => error.message)
const ordersOf = (user: TokenUser) => shop.repos.orders.listAll().filter(o => o.UserId === user.id)
const stockOf = (productId: number) => shop.repos.quantities.findByProduct(productId)?.quantity

describe('checkout refusals', () => {
  const stranger = customerWithBasket([])

  it.each([
    ['another customer\'s basket', 'This is not your basket', (c: ReturnType<typeof customerWithBasket>) => ({ ...c, basketId: stranger.basketId })],
    ['a basket that does not exist', 'Basket not found', c => ({ ...c, basketId: 999_999 })],
    ['another customer\'s address', 'Please choose one of your delivery addresses.', c => ({ ...c, input: { ...c.input, addressId: stranger.input.addressId } })],
    ['an unknown address', 'Please choose one of your delivery addresses.', c => ({ ...c, input: { ...c.input, addressId: 999_999 } })],
    ['an unknown delivery method', 'Please choose a delivery method.', c => ({ ...c, input: { ...c.input, deliveryMethodId: 999_999 } })],
    ['another customer\'s card', 'Please choose one of your saved cards.', c => ({ ...c, input: { ...c.input, paymentId: stranger.input.paymentId } })],
    ['an unknown card', 'Please choose one of your saved cards.', c => ({ ...c, input: { ...c.input, paymentId: 999_999 } })]
  ] as Array<[string, string, (c: ReturnType<typeof customerWithBasket>) => ReturnType<typeof customerWithBasket>]>)('refuses %s, charging and taking nothing', async (_, message, change) => {
    const product = stockedProduct(shop, 'Refused juice', 5)
    const customer = customerWithBasket([[product, 1]])
    const { user, basketId, input } = change(customer)
    expect(await refusal(user, basketId, input)).toBe(message)
    expect(shop.repos.basketItems.listForBasket(customer.basketId)).toHaveLength(1)
    expect(stockOf(product)).toBe(5)
    expect(ordersOf(user)).toEqual([])
  })

  it('refuses an empty basket', async () => {
    const { user, basketId, input } = customerWithBasket([])
    expect(await refusal(user, basketId, input)).toBe('Your basket is empty.')
  })

  it('refuses the session of an account erased since its login', async () => {
    const { user, basketId, input } = customerWithBasket([[stockedProduct(shop, 'Erased juice', 5), 1]])
    shop.repos.users.eraseAccount(user.id)
    expect(await refusal(user, basketId, input)).toBe('User not found')
  })

  it('refuses a basket holding a product that no longer exists, and keeps the basket', async () => {
    const { user, basketId, input } = customerWithBasket([])
    orphanBasketItem(shop, basketId)
    expect(await refusal(user, basketId, input)).toBe('A product in your basket no longer exists.')
    expect(shop.repos.basketItems.listForBasket(basketId)).toHaveLength(1)
  })

  it('names the product whose stock is below the basket quantity and takes no stock at all', async () => {
    const plenty = stockedProduct(shop, 'Plenty juice', 10)
    const scarce = stockedProduct(shop, 'Scarce juice', 1)
    const { user, basketId, input } = customerWithBasket([[plenty, 3], [scarce, 2]])
    expect(await refusal(user, basketId, input)).toBe('We are out of stock of Scarce juice! Sorry for the inconvenience.')
    expect(stockOf(plenty)).toBe(10)
    expect(ordersOf(user)).toEqual([])
  })
})

describe('card-paid orders', () => {
  it('price lines, delivery and the basket\'s coupon, take the stock, empty the basket, credit the bonus and announce the order', async () => {
    const juice = stockedProduct(shop, 'Priced juice', 5, { price: 2.5, deluxePrice: 2 })
    const retired = stockedProduct(shop, 'Retired juice', 3, { price: 20, deluxePrice: 18, deletedAt: '2024-01-01T00:00:00.000Z' })
    const { user, basketId, input } = customerWithBasket([[juice, 2], [retired, 1]])
    const code = monthlyCode(shop.clock.now(), 10)
    shop.repos.baskets.setCoupon(basketId, code)
    const order = await checkout(shop, user, basketId, input)
    // 2 × 2.50 + 1 × 20.00 = 25.00, 10 % off = 2.50; bonus round(0.25) × 2 + round(2.0) × 1 = 2
    const total = Math.round((25 + delivery.price - 2.5) * 100) / 100
    expect(order).toMatchObject({
      UserId: user.id, email: user.email, totalPrice: total, bonus: 2, deliveryPrice: delivery.price, promotionalAmount: 2.5, eta: delivery.eta,
      addressId: input.addressId, paymentId: String(input.paymentId), coupon: code, delivered: false,
      products: [{ id: juice, name: 'Priced juice', price: 2.5, quantity: 2, total: 5, bonus: 0 }, { id: retired, name: 'Retired juice', price: 20, quantity: 1, total: 20, bonus: 2 }]
    })
    expect([stockOf(juice), stockOf(retired)]).toEqual([3, 2])
    expect(shop.repos.basketItems.listForBasket(basketId)).toEqual([])
    expect(shop.repos.baskets.findById(basketId)?.coupon).toBeNull()
    expect(shop.repos.wallets.balance(user.id)).toBe(2)
    expect(placed).toEqual([{
      orderId: order.orderId, userId: user.id, total, payment: 'card',
      coupon: { code, kind: 'monthly', discount: 10, validToday: true },
      items: [{ productId: juice, name: 'Priced juice', quantity: 2, retired: false }, { productId: retired, name: 'Retired juice', quantity: 1, retired: true }]
    }])
  })

  it('charge deluxe members the deluxe prices of products and delivery', async () => {
    const juice = stockedProduct(shop, 'Deluxe juice', 5, { price: 2.5, deluxePrice: 2 })
    const { user, basketId, input } = customerWithBasket([[juice, 2]], 'deluxe')
    const order = await checkout(shop, user, basketId, input)
    expect(order).toMatchObject({ totalPrice: Math.round((4 + delivery.deluxePrice) * 100) / 100, deliveryPrice: delivery.deluxePrice, promotionalAmount: 0, coupon: null })
  })

  it('take exactly the stock there is', async () => {
    const juice = stockedProduct(shop, 'Last juice', 2)
    const { user, basketId, input } = customerWithBasket([[juice, 2]])
    expect(await refusal(user, basketId, input)).toBe('placed')
    expect(stockOf(juice)).toBe(0)
  })

  it('credit a total below zero to the wallet (planted: negativeQuantityChallenge)', async () => {
    const juice = stockedProduct(shop, 'Negative juice', 5, { price: 5 })
    const { user, basketId, input } = customerWithBasket([[juice, -3]])
    const order = await checkout(shop, user, basketId, input)
    expect(order.totalPrice).toBeCloseTo(-15 + delivery.price, 2)
    expect(shop.repos.wallets.balance(user.id)).toBeCloseTo(15 - delivery.price, 2)
  })
})

describe('wallet-paid orders', () => {
  /** A customer whose basket costs `price` plus delivery, with `balance` in the wallet. */
  function walletCustomer (balanceOffset: number) {
    const c = customerWithBasket([[stockedProduct(shop, 'Wallet juice', 10, { price: 3 }), 1]])
    const total = Math.round((3 + delivery.price) * 100) / 100
    shop.repos.wallets.setBalance(c.user.id, Math.round((total + balanceOffset) * 100) / 100)
    return { ...c, total, input: { ...c.input, paymentId: 'wallet' as const } }
  }

  it('refuse a balance one cent short, charging nothing', async () => {
    const { user, basketId, input, total } = walletCustomer(-0.01)
    await expect(checkout(shop, user, basketId, input)).rejects.toMatchObject({ kind: 'payment-required', message: 'Insufficient funds in your wallet.' })
    expect(shop.repos.wallets.balance(user.id)).toBeCloseTo(total - 0.01, 2)
    expect(ordersOf(user)).toEqual([])
  })

  it('take exactly the balance there is and announce the payment', async () => {
    const { user, basketId, input, total } = walletCustomer(0)
    const order = await checkout(shop, user, basketId, input)
    expect(shop.repos.wallets.balance(user.id)).toBe(0)
    expect(paid).toEqual([{ userId: user.id, balanceRead: total, total, others: [] }])
    expect(placed.map(e => [e.orderId, e.payment])).toEqual([[order.orderId, 'wallet']])
  })

  it('read the balance before the provider confirms, so two payments at once both succeed (planted: doubleSpendChallenge)', async () => {
    const spender = walletCustomer(0)
    const bystander = walletCustomer(5)
    const both = [spender, spender, bystander].map(async ({ user, basketId, input }) => await checkout(shop, user, basketId, input))
    expect(await Promise.all(both)).toHaveLength(3)
    expect(ordersOf(spender.user)).toHaveLength(2)
    expect(shop.repos.wallets.balance(spender.user.id)).toBe(0)
    expect(paid.filter(e => e.userId === spender.user.id).map(e => e.others)).toEqual([[], [{ balanceRead: spender.total, total: spender.total }]])
    expect(paid.find(e => e.userId === bystander.user.id)?.others).toEqual([])
    // Once both are confirmed, the customer's next payment runs alone.
    shop.repos.basketItems.insert(spender.basketId, stockedProduct(shop, 'Again juice', 5, { price: 3 }), 1)
    shop.repos.wallets.setBalance(spender.user.id, spender.total)
    paid.length = 0
    await checkout(shop, spender.user, spender.basketId, spender.input)
    expect(paid.map(e => e.others)).toEqual([[]])
  })
})

describe('checkout without a shop', () => {
  // The checkout names its repositories, transaction, clock, event sink and in-flight registry, so
  // an in-memory database with one delivery method and a clock on a campaign day stand in.
  const { db, repos } = repositoryDb()
  repos.deliveries.insert({ id: 1, name: 'Cargo bike', price: 3, deluxePrice: 1, eta: 2, icon: 'bike' })
  const deps = { repos, db, clock: fixedClock('2023-03-08T10:00:00Z'), events: eventRecorder(), inFlight: new InFlightRegistry() }

  it('prices a card order with the basket\'s campaign coupon on its day, takes the stock, credits the bonus and empties the basket', async () => {
    const user = accountIn(deps)
    const productId = stockedProduct(deps, 'Cargo apple', 5, { price: 10, deluxePrice: 8 })
    const basketId = repos.baskets.forUser(user.id).id
    repos.basketItems.insert(basketId, productId, 2)
    repos.baskets.setCoupon(basketId, 'WMNSDY2023')
    const { addressId, cardId } = paymentDetailsOf(deps, user)
    const order = await checkout(deps, user, basketId, { paymentId: cardId, addressId, deliveryMethodId: 1 })
    expect(order).toMatchObject({ UserId: user.id, totalPrice: 11, promotionalAmount: 12, deliveryPrice: 3, bonus: 2, coupon: 'WMNSDY2023' })
    expect(repos.quantities.findByProduct(productId)?.quantity).toBe(3)
    expect(repos.wallets.balance(user.id)).toBe(2)
    expect(repos.basketItems.listForBasket(basketId)).toEqual([])
    expect(repos.baskets.findById(basketId)?.coupon).toBeNull()
    expect(deps.events.payloads('order.placed')).toEqual([expect.objectContaining({ orderId: order.orderId, total: 11, payment: 'card', coupon: { code: 'WMNSDY2023', kind: 'campaign', discount: 60, validToday: true } })])
  })
})
