import type { ChallengeFamily } from '../detectors.js'

/** Orders placed on terms the shop never offered: negative totals, retired products, stale or forged coupons, a doubly spent wallet. */
export const checkoutAbuseFamily: ChallengeFamily = {
  name: 'checkout-abuse',
  register (hooks) {
    hooks.on('order.placed', ({ total, items, coupon }) => {
      if (total < 0) hooks.solve('negativeQuantityChallenge')
      if (items.some(item => item.retired && item.name === 'Midsummer Mystery Box')) hooks.solve('retiredProductOrderChallenge')
      if (coupon?.kind === 'campaign' && !coupon.validToday) hooks.solve('expiredCampaignCouponChallenge')
      if (coupon?.kind === 'monthly' && coupon.discount >= 80) hooks.solve('forgedCouponChallenge')
    })
    hooks.on('coupon.accepted', ({ kind, discount }) => {
      if (kind === 'monthly' && discount >= 80) hooks.solve('forgedCouponChallenge')
    })
    // Two wallet payments of one customer overlapped and together spent more than either saw.
    hooks.on('wallet.paid', ({ balanceRead, total, others }) => {
      if (others.length === 0) return
      const spent = others.reduce((sum, other) => sum + other.total, total)
      const smallest = Math.min(balanceRead, ...others.map(other => other.balanceRead))
      if (spent > smallest) hooks.solve('doubleSpendChallenge')
    })
  }
}
