import { useApplyCoupon } from './apply-coupon'
import { campaignDiscount, storeCoupon } from './coupon-storage'

/**
 * Redeems a coupon as the coupon panel does: campaign codes are checked against today's date in
 * the browser (INVALID_COUPON off their day), every other code by the server.
 */
export function useRedeemCoupon () {
  const apply = useApplyCoupon()
  const redeem = async (bid: number, code: string): Promise<number> => {
    const now = new Date()
    const campaign = campaignDiscount(code, now)
    if (campaign === null) throw new Error('INVALID_COUPON')
    const discount = campaign ?? await apply.mutateAsync({ bid, code })
    storeCoupon(code, discount, now)
    return discount
  }
  return { redeem, isPending: apply.isPending }
}
