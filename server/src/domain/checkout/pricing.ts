import type { ProductRow } from '../../repositories/products.js'
import type { OrderLine } from '../../repositories/orders.js'

const cents = (value: number): number => Math.round(value * 100) / 100

/** One bought product: deluxe members pay the deluxe price; bonus is price / 10, rounded, per item. */
export function orderLine (product: ProductRow, quantity: number, deluxe: boolean): OrderLine {
  const price = deluxe ? product.deluxePrice : product.price
  return { id: product.id, name: product.name, price, quantity, total: cents(price * quantity), bonus: Math.round(price / 10) * quantity }
}

export interface OrderPrice { itemTotal: number, deliveryPrice: number, promotionalAmount: number, totalPrice: number, bonus: number }

/** Total = item total + delivery − the coupon's percentage of the item total. */
export function priceOrder (lines: OrderLine[], deliveryPrice: number, discountPercent: number): OrderPrice {
  const itemTotal = cents(lines.reduce((sum, line) => sum + line.total, 0))
  const promotionalAmount = cents(itemTotal * discountPercent / 100)
  return {
    itemTotal,
    deliveryPrice,
    promotionalAmount,
    totalPrice: cents(itemTotal + deliveryPrice - promotionalAmount),
    bonus: lines.reduce((sum, line) => sum + line.bonus, 0)
  }
}
