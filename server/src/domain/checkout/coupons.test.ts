import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, campaigns, checkCoupon, checkoutCoupon, isCampaignDay, monthlyCode } from './coupons.js'

const today = new Date('2026-11-23T12:00:00Z')
const womensDay = new Date('2023-03-08T10:00:00Z')
/** The coupon details the payment page sends: base64 of `CODE-<epoch ms of redemption>`. */
const couponData = (code: string, redeemedAt: Date | string): string =>
  Buffer.from(typeof redeemedAt === 'string' ? `${code}-${redeemedAt}` : `${code}-${redeemedAt.getTime()}`).toString('base64')
const refusal = (run: () => unknown): string => {
  try {
    return JSON.stringify(run())
  } catch (error) {
    return (error as Error).message
  }
}

describe('base32 (RFC 4648, without padding)', () => {
  it.each([['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']])('encodes %j as %j and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded)
    expect(base32Decode(encoded)?.toString()).toBe(text)
  })

  it('decodes lower case and the first letter of the alphabet, and refuses characters outside it', () => {
    expect(base32Decode('mzxw6ytboi')?.toString()).toBe('foobar')
    expect(base32Decode('AAAAAAAA')).toEqual(Buffer.alloc(5))
    for (const text of ['MZXW6YT1', 'MZXW6YT8', 'MZXW6YTB=', 'MZXW 6YTB']) expect(base32Decode(text), text).toBeNull()
  })
})

describe('monthlyCode', () => {
  it('pads the year to two digits and reads the month in UTC', () => {
    expect(base32Decode(monthlyCode(new Date('2005-01-15T00:00:00Z'), 7))).toEqual(Buffer.from('JAN05\x07', 'latin1'))
    expect(base32Decode(monthlyCode(new Date('2026-02-28T23:30:00-05:00'), 100))).toEqual(Buffer.from('MAR26\x64', 'latin1'))
  })
})

describe('isCampaignDay', () => {
  it('holds on the campaign\'s UTC day only, and never for other codes', () => {
    expect(isCampaignDay('WMNSDY2023', new Date('2023-03-08T00:00:00Z'))).toBe(true)
    expect(isCampaignDay('WMNSDY2023', new Date('2023-03-08T23:59:59Z'))).toBe(true)
    expect(isCampaignDay('WMNSDY2023', new Date('2023-03-09T00:00:00Z'))).toBe(false)
    expect(isCampaignDay('WMNSDY2022', womensDay)).toBe(false)
    expect(isCampaignDay('NOCAMPAIGN', womensDay)).toBe(false)
  })
})

describe('checkCoupon', () => {
  it.each(['', 'SHORT', 'ELEVENCHARS', `${monthlyCode(today, 10)}X`])('refuses the code %j, which is not 10 characters long', code => {
    expect(() => checkCoupon(code, today)).toThrow('A coupon code has exactly 10 characters.')
  })

  it('accepts a campaign code on its day, trimmed and in any case', () => {
    expect(checkCoupon('  wmnsdy2023 ', womensDay)).toEqual({ code: 'WMNSDY2023', kind: 'campaign', discount: 60 })
    expect(checkCoupon('ORANGE2020', new Date('2020-10-01T08:00:00Z'))).toEqual({ code: 'ORANGE2020', kind: 'campaign', discount: 50 })
  })

  it('accepts this month\'s code, in any case, with the discount it carries', () => {
    const code = monthlyCode(today, 10)
    expect(checkCoupon(code.toLowerCase(), today)).toEqual({ code, kind: 'monthly', discount: 10 })
  })

  it.each([
    ['a campaign code on another day', 'WMNSDY2023', new Date('2023-03-09T10:00:00Z')],
    ['last month\'s code', monthlyCode(new Date('2026-10-23T12:00:00Z'), 10), today],
    ['the same month of another year', monthlyCode(new Date('2025-11-23T12:00:00Z'), 10), today],
    ['a code outside the base32 alphabet', '0123456789', today],
    ['a discount of 0 %', monthlyCode(today, 0), today],
    ['a discount of 101 %', monthlyCode(today, 101), today]
  ])('refuses %s', (_, code, date) => {
    expect(refusal(() => checkCoupon(code, date))).toBe('Invalid coupon.')
  })

  it('accepts the code in a year whose two digits start with 0', () => {
    const day = new Date('2005-01-15T00:00:00Z')
    expect(checkCoupon(monthlyCode(day, 10), day).discount).toBe(10)
  })

  it.each([1, 100])('accepts a discount of %s %%', discount => {
    expect(checkCoupon(monthlyCode(today, discount), today).discount).toBe(discount)
  })
})

describe('checkoutCoupon', () => {
  it('accepts a monthly code sent in the coupon details as valid today, ignoring the saved one', () => {
    const code = monthlyCode(today, 15)
    expect(checkoutCoupon(couponData(code, today), 'WMNSDY2023', today)).toEqual({ code, kind: 'monthly', discount: 15, validToday: true })
  })

  it('takes the code saved on the basket when no details are sent, and nothing without either', () => {
    const code = monthlyCode(today, 20)
    expect(checkoutCoupon(undefined, code, today)).toEqual({ code, kind: 'monthly', discount: 20, validToday: true })
    expect(checkoutCoupon('', code, today)).toEqual({ code, kind: 'monthly', discount: 20, validToday: true })
    expect(checkoutCoupon(undefined, null, today)).toBeNull()
  })

  it('trusts the redemption moment the client names for a campaign code (planted: expiredCampaignCouponChallenge)', () => {
    expect(checkoutCoupon(couponData('wmnsdy2023', womensDay), null, today)).toEqual({ code: 'WMNSDY2023', kind: 'campaign', discount: 60, validToday: false })
    expect(checkoutCoupon(couponData('WMNSDY2023', womensDay), null, womensDay)).toEqual({ code: 'WMNSDY2023', kind: 'campaign', discount: 60, validToday: true })
    expect(refusal(() => checkoutCoupon(couponData('WMNSDY2023', today), null, today))).toBe('Invalid coupon.')
  })

  it.each([
    ['a code of 9 characters', couponData('WMNSDY202', womensDay)],
    ['something before the code', couponData('XWMNSDY2023', womensDay)],
    ['something after the moment', couponData('WMNSDY2023', `${womensDay.getTime()}x`)],
    ['a moment of 16 digits', couponData('WMNSDY2023', '1'.repeat(16))],
    ['a moment that is no number', couponData('WMNSDY2023', 'yesterday')],
    ['punctuation in the code', couponData('WMNSDY-023', womensDay)],
    ['no moment', Buffer.from('WMNSDY2023').toString('base64')]
  ])('refuses coupon details with %s', (_, data) => {
    expect(refusal(() => checkoutCoupon(data, null, womensDay))).toBe('Invalid coupon data.')
  })
})

describe('the campaign table', () => {
  // Written out here rather than read from `campaigns`, so that a changed discount or day fails.
  const table: Array<[string, number, string]> = [
    ['WMNSDY2019', 75, '2019-03-08'], ['WMNSDY2020', 60, '2020-03-08'], ['WMNSDY2021', 60, '2021-03-08'],
    ['WMNSDY2022', 60, '2022-03-08'], ['WMNSDY2023', 60, '2023-03-08'], ['ORANGE2020', 50, '2020-10-01'],
    ['ORANGE2021', 40, '2021-10-01'], ['ORANGE2022', 40, '2022-10-01'], ['ORANGE2023', 40, '2023-10-01']
  ]
  const shift = (day: string, ms: number): Date => new Date(new Date(`${day}T00:00:00Z`).getTime() + ms)

  it.each(table)('%s gives %i percent from the first to the last millisecond of %s (UTC), and nothing either side', (code, discount, day) => {
    expect(checkCoupon(code, shift(day, 0))).toEqual({ code, kind: 'campaign', discount })
    expect(checkCoupon(code, shift(day, 86_399_999))).toEqual({ code, kind: 'campaign', discount })
    expect(() => checkCoupon(code, shift(day, -1))).toThrow('Invalid coupon.')
    expect(() => checkCoupon(code, shift(day, 86_400_000))).toThrow('Invalid coupon.')
  })

  it('holds no other campaign', () => {
    expect(Object.keys(campaigns).sort()).toEqual(table.map(([code]) => code).sort())
  })
})
