import { currentLanguage } from './i18n'

/** Amounts carry two decimals and the currency sign ¤ after them. */
export const CURRENCY_SIGN = '¤'

// Thousands are grouped only from five digits on, so English keeps the shop's classic 2000.00¤.
const DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'min2' }

/**
 * An amount in the reader's number format (German 3,49¤, French 12 345,60¤) with the sign after it.
 * Kept apart from lib/locale-format.ts (dates) so the first load carries only this. A language tag
 * Intl cannot read (a hand-set cookie) falls back to English instead of breaking the screen.
 */
export function formatPrice (amount: number, language: string = currentLanguage()): string {
  const safe = Number.isFinite(amount) ? amount : 0
  try {
    return safe.toLocaleString(language.replace('_', '-'), DECIMALS) + CURRENCY_SIGN
  } catch {
    return formatPrice(safe, 'en')
  }
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
