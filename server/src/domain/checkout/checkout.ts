import type { InFlightRegistry } from '../../challenges/mechanisms/time-windows.js'
import type { Repositories } from '../../repositories/index.js'
import type { Clock, EventSink, Transactions } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import type { OrderRow } from '../../repositories/orders.js'
import { DomainError, forbidden, invalid, notFound } from '../errors.js'
import { checkoutCoupon, type CheckoutCoupon } from './coupons.js'
import { orderLine, priceOrder, type OrderPrice } from './pricing.js'

export interface CheckoutInput { paymentId: 'wallet' | number, addressId: number, deliveryMethodId: number, couponData?: string }

/** How long the wallet provider takes to confirm a payment. */
export const WALLET_CONFIRMATION_MS = 200

/**
 * A checkout reads the basket, the customer's address, card and the delivery, moves stock, wallet,
 * basket and order in one transaction, registers wallet payments in flight (doubleSpendChallenge)
 * and reports the order; coupons are checked against the shop's clock.
 */
export interface CheckoutDeps {
  repos: Pick<Repositories, 'baskets' | 'basketItems' | 'users' | 'addresses' | 'deliveries' | 'cards' | 'products' | 'quantities' | 'wallets' | 'orders'>
  db: Transactions
  clock: Clock
  events: EventSink
  inFlight: Pick<InFlightRegistry, 'enter'>
}

interface Prepared {
  userId: number
  email: string
  basketId: number
  lines: ReturnType<typeof orderLine>[]
  retired: Set<number>
  price: OrderPrice
  coupon: CheckoutCoupon | null
  eta: number
  input: CheckoutInput
}

/** Everything checked before money moves: basket, address, delivery, payment, coupon and prices. */
function prepare (shop: Pick<CheckoutDeps, 'repos' | 'clock'>, user: TokenUser, basketId: number, input: CheckoutInput): Prepared {
  const basket = shop.repos.baskets.findById(basketId)
  if (!basket) throw notFound('Basket')
  if (basket.UserId !== user.id) throw forbidden('This is not your basket')
  const customer = shop.repos.users.findById(user.id)
  if (!customer) throw notFound('User')
  const items = shop.repos.basketItems.listForBasket(basket.id)
  if (items.length === 0) throw invalid('Your basket is empty.')
  const address = shop.repos.addresses.findById(input.addressId)
  if (!address || address.UserId !== user.id) throw invalid('Please choose one of your delivery addresses.')
  const delivery = shop.repos.deliveries.findById(input.deliveryMethodId)
  if (!delivery) throw invalid('Please choose a delivery method.')
  if (input.paymentId !== 'wallet') {
    const card = shop.repos.cards.findById(input.paymentId)
    if (!card || card.UserId !== user.id) throw invalid('Please choose one of your saved cards.')
  }
  const deluxe = customer.role === 'deluxe'
  const retired = new Set<number>()
  const lines = items.map(item => {
    const product = shop.repos.products.findByIdIncludingDeleted(item.ProductId)
    if (!product) throw invalid('A product in your basket no longer exists.')
    if (product.deletedAt !== null) retired.add(product.id)
    return orderLine(product, item.quantity, deluxe)
  })
  const coupon = checkoutCoupon(input.couponData, basket.coupon, shop.clock.now())
  const price = priceOrder(lines, deluxe ? delivery.deluxePrice : delivery.price, coupon?.discount ?? 0)
  return { userId: user.id, email: customer.email, basketId: basket.id, lines, retired, price, coupon, eta: delivery.eta, input }
}

/** Stock, basket, wallet and order change together or not at all; `pay` runs inside the same transaction. */
function place (shop: Pick<CheckoutDeps, 'repos' | 'db'>, order: Prepared, pay: () => void): OrderRow {
  return shop.db.transaction(() => {
    for (const line of order.lines) {
      const stock = shop.repos.quantities.findByProduct(line.id)
      if (!stock || stock.quantity < line.quantity) throw invalid(`We are out of stock of ${line.name}! Sorry for the inconvenience.`)
      shop.repos.quantities.take(line.id, line.quantity)
    }
    pay()
    // Bonus points are the shop's loyalty scheme: each point is credited to the wallet as ¤1.
    if (order.price.bonus > 0) shop.repos.wallets.credit(order.userId, order.price.bonus)
    shop.repos.basketItems.clear(order.basketId)
    shop.repos.baskets.setCoupon(order.basketId, null)
    return shop.repos.orders.insert({
      UserId: order.userId,
      email: order.email,
      totalPrice: order.price.totalPrice,
      bonus: order.price.bonus,
      deliveryPrice: order.price.deliveryPrice,
      promotionalAmount: order.price.promotionalAmount,
      eta: order.eta,
      addressId: order.input.addressId,
      paymentId: String(order.input.paymentId),
      products: order.lines,
      coupon: order.coupon?.code ?? null
    })
  })()
}

function announce (shop: Pick<CheckoutDeps, 'events'>, order: Prepared, placed: OrderRow): void {
  shop.events.emit('order.placed', {
    orderId: placed.orderId,
    userId: order.userId,
    total: placed.totalPrice,
    payment: order.input.paymentId === 'wallet' ? 'wallet' : 'card',
    coupon: order.coupon,
    items: order.lines.map(line => ({ productId: line.id, name: line.name, quantity: line.quantity, retired: order.retired.has(line.id) }))
  })
}

const sleep = async (ms: number): Promise<void> => { await new Promise(resolve => setTimeout(resolve, ms)) }

/** Places the order of a basket, paid by one of the customer's cards or the wallet. */
export async function checkout (shop: CheckoutDeps, user: TokenUser, basketId: number, input: CheckoutInput): Promise<OrderRow> {
  const order = prepare(shop, user, basketId, input)
  if (input.paymentId !== 'wallet') {
    const placed = place(shop, order, () => {
      // A credit (a total below zero) goes back to the customer's wallet.
      if (order.price.totalPrice < 0) shop.repos.wallets.credit(user.id, -order.price.totalPrice)
    })
    announce(shop, order, placed)
    return placed
  }
  // vuln-code-snippet start doubleSpendChallenge
  const balance = shop.repos.wallets.balance(user.id) // vuln-code-snippet vuln-line doubleSpendChallenge
  if (balance < order.price.totalPrice) throw new DomainError('payment-required', 'Insufficient funds in your wallet.')
  const ticket = shop.inFlight.enter(`wallet:${user.id}`, { balanceRead: balance, total: order.price.totalPrice })
  try {
    await sleep(WALLET_CONFIRMATION_MS) // the wallet provider confirms the payment
    const placed = place(shop, order, () => { shop.repos.wallets.setBalance(user.id, balance - order.price.totalPrice) }) // vuln-code-snippet vuln-line doubleSpendChallenge
    shop.events.emit('wallet.paid', { userId: user.id, balanceRead: balance, total: order.price.totalPrice, others: ticket.others as Array<{ balanceRead: number, total: number }> })
    announce(shop, order, placed)
    return placed
  } finally {
    ticket.leave()
  }
  // vuln-code-snippet end doubleSpendChallenge
}
