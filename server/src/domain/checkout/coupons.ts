import { invalid } from '../errors.js'

export interface AcceptedCoupon { code: string, kind: 'monthly' | 'campaign', discount: number }

/** Campaign codes, each valid on one day of the year named in the code (UTC). */
export const campaigns: Record<string, { discount: number, day: string }> = {
  WMNSDY2019: { discount: 75, day: '2019-03-08' },
  WMNSDY2020: { discount: 60, day: '2020-03-08' },
  WMNSDY2021: { discount: 60, day: '2021-03-08' },
  WMNSDY2022: { discount: 60, day: '2022-03-08' },
  WMNSDY2023: { discount: 60, day: '2023-03-08' },
  ORANGE2020: { discount: 50, day: '2020-10-01' },
  ORANGE2021: { discount: 40, day: '2021-10-01' },
  ORANGE2022: { discount: 40, day: '2022-10-01' },
  ORANGE2023: { discount: 40, day: '2023-10-01' }
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding; null for any character outside the alphabet. */
export function base32Decode (text: string): Buffer | null {
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text.toUpperCase()) {
    const index = BASE32.indexOf(char)
    if (index < 0) return null
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

export function base32Encode (bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** The code of the month the shop hands out, e.g. for November 2026 at 10 %. */
export const monthlyCode = (date: Date, discount: number): string =>
  base32Encode(Buffer.concat([Buffer.from(months[date.getUTCMonth()] + String(date.getUTCFullYear() % 100).padStart(2, '0'), 'ascii'), Buffer.from([discount])]))

const dayOf = (date: Date): string => date.toISOString().slice(0, 10)

export const isCampaignDay = (code: string, date: Date): boolean => campaigns[code]?.day === dayOf(date)

// vuln-code-snippet start forgedCouponChallenge
/** A monthly code: base32 of the month, the two-digit year and the discount in percent. */
function monthlyCoupon (code: string, today: Date): AcceptedCoupon | null {
  const bytes = base32Decode(code)
  if (!bytes || bytes.length !== 6) return null
  const period = bytes.subarray(0, 5).toString('ascii')
  const thisMonth = months[today.getUTCMonth()] + String(today.getUTCFullYear() % 100).padStart(2, '0')
  if (period !== thisMonth) return null // vuln-code-snippet neutral-line forgedCouponChallenge
  return { code, kind: 'monthly', discount: bytes[5] } // vuln-code-snippet vuln-line forgedCouponChallenge
}
// vuln-code-snippet end forgedCouponChallenge

/** Checks a coupon against the shop's date: campaign codes on their day, monthly codes in their month. */
export function checkCoupon (rawCode: string, today: Date): AcceptedCoupon {
  const code = rawCode.trim().toUpperCase()
  if (code.length !== 10) throw invalid('A coupon code has exactly 10 characters.')
  const campaign = campaigns[code]
  if (campaign) {
    if (!isCampaignDay(code, today)) throw invalid('Invalid coupon.')
    return { code, kind: 'campaign', discount: campaign.discount }
  }
  const monthly = monthlyCoupon(code, today)
  if (!monthly || monthly.discount < 1 || monthly.discount > 100) throw invalid('Invalid coupon.')
  return monthly
}

export interface CheckoutCoupon extends AcceptedCoupon { validToday: boolean }

/**
 * The text inside the coupon details, or null when they name no coupon. Clients that keep the
 * details in session storage send base64 of whatever is stored there, which is the text `null`
 * when the customer redeemed no coupon.
 */
function couponDetails (couponData: string | undefined): string | null {
  const text = couponData ? Buffer.from(couponData, 'base64').toString('utf8') : ''
  return text === '' || text === 'null' ? null : text
}

/**
 * The discount of a checkout: the coupon details the client sends (base64 of `CODE-<epoch ms>`,
 * the moment the customer redeemed it) or else the code saved on the basket.
 */
export function checkoutCoupon (couponData: string | undefined, basketCoupon: string | null, today: Date): CheckoutCoupon | null {
  const details = couponDetails(couponData)
  if (details !== null) {
    const match = /^([A-Za-z0-9]{10})-(\d{1,15})$/.exec(details)
    if (!match) throw invalid('Invalid coupon data.')
    const code = match[1].toUpperCase()
    // vuln-code-snippet start expiredCampaignCouponChallenge
    const campaign = campaigns[code]
    if (campaign) {
      const redeemedAt = new Date(Number(match[2])) // vuln-code-snippet vuln-line expiredCampaignCouponChallenge
      if (!isCampaignDay(code, redeemedAt)) throw invalid('Invalid coupon.') // vuln-code-snippet vuln-line expiredCampaignCouponChallenge
      return { code, kind: 'campaign', discount: campaign.discount, validToday: isCampaignDay(code, today) }
    }
    // vuln-code-snippet end expiredCampaignCouponChallenge
    return { ...checkCoupon(code, today), validToday: true }
  }
  return basketCoupon ? { ...checkCoupon(basketCoupon, today), validToday: true } : null
}
