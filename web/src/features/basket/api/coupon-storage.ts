import { readSession, writeSession } from '@/lib/token-store'

/** Session keys of the coupon the basket hands on to the payment step. */
export const COUPON_DISCOUNT_KEY = 'couponDiscount'
export const COUPON_DETAILS_KEY = 'couponDetails'

/** Campaign codes and their one day each (month 1–12, day); checked against this browser's date. */
export const CAMPAIGNS: Record<string, { discount: number, year: number, month: number, day: number }> = {
  WMNSDY2019: { discount: 75, year: 2019, month: 3, day: 8 },
  WMNSDY2020: { discount: 60, year: 2020, month: 3, day: 8 },
  WMNSDY2021: { discount: 60, year: 2021, month: 3, day: 8 },
  WMNSDY2022: { discount: 60, year: 2022, month: 3, day: 8 },
  WMNSDY2023: { discount: 60, year: 2023, month: 3, day: 8 },
  ORANGE2020: { discount: 50, year: 2020, month: 10, day: 1 },
  ORANGE2021: { discount: 40, year: 2021, month: 10, day: 1 },
  ORANGE2022: { discount: 40, year: 2022, month: 10, day: 1 },
  ORANGE2023: { discount: 40, year: 2023, month: 10, day: 1 }
}

/** The discount a campaign code gives today, null when it is not its day, undefined for other codes. */
export function campaignDiscount (code: string, now: Date): number | null | undefined {
  const campaign = CAMPAIGNS[code.toUpperCase()]
  if (!campaign) return undefined
  const today = now.getUTCFullYear() === campaign.year && now.getUTCMonth() + 1 === campaign.month && now.getUTCDate() === campaign.day
  return today ? campaign.discount : null
}

export function storedDiscount (): number {
  const value = Number(readSession(COUPON_DISCOUNT_KEY))
  return Number.isFinite(value) ? value : 0
}

/** Remembers an accepted coupon; campaign codes carry the moment they were redeemed to the checkout. */
export function storeCoupon (code: string, discount: number, now: Date): void {
  writeSession(COUPON_DISCOUNT_KEY, String(discount))
  writeSession(COUPON_DETAILS_KEY, `${code.toUpperCase()}-${now.getTime()}`)
}

export function clearCoupon (): void {
  writeSession(COUPON_DISCOUNT_KEY, null)
  writeSession(COUPON_DETAILS_KEY, null)
}
