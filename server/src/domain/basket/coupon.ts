import type { CouponDiscount } from '@shop/contract'
import type { Repositories } from '../../repositories/index.js'
import type { Clock, EventSink } from '../ports.js'
import type { TokenUser } from '../auth/tokens.js'
import { checkCoupon } from '../checkout/coupons.js'
import { forbidden, notFound } from '../errors.js'

/** Saves a coupon on the customer's basket and answers its discount in percent. */
export function applyCoupon (shop: { repos: Pick<Repositories, 'baskets'>, clock: Clock, events: EventSink }, user: TokenUser, basketId: number, code: string): CouponDiscount {
  const basket = shop.repos.baskets.findById(basketId)
  if (!basket) throw notFound('Basket')
  if (basket.UserId !== user.id) throw forbidden('This is not your basket')
  const coupon = checkCoupon(code, shop.clock.now())
  shop.repos.baskets.setCoupon(basket.id, coupon.code)
  shop.events.emit('coupon.accepted', coupon)
  return { discount: coupon.discount }
}
