import { formatAmount } from './locale-format'

/** Amounts carry two decimals and the currency sign ¤ after them. */
export const CURRENCY_SIGN = '¤'

/** An amount in the reader's number format (German 3,49¤, Arabic ٣٫٤٩¤) with the sign after it. */
export function formatPrice (amount: number, language?: string): string {
  return `${formatAmount(amount, language)}${CURRENCY_SIGN}`
}

export interface Priced {
  price: number
  deluxePrice?: number | null
}

/** Deluxe members pay deluxePrice; everybody else (and products without one) the price. */
export function effectivePrice (product: Priced, isDeluxe: boolean): number {
  const deluxe = product.deluxePrice
  return isDeluxe && typeof deluxe === 'number' && Number.isFinite(deluxe) ? deluxe : product.price
}

/** Money sums drift in binary floating point (0.1 + 0.2); totals are kept to whole cents. */
export function roundToCents (amount: number): number {
  return Math.round(amount * 100) / 100
}
