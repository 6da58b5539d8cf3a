import { readSession, writeSession } from '@/lib/token-store'

/** Session keys of the checkout flow: what the basket, address, delivery and payment steps hand on. */
export const ADDRESS_ID_KEY = 'addressId'
export const DELIVERY_METHOD_ID_KEY = 'deliveryMethodId'
export const PAYMENT_ID_KEY = 'paymentId'
export const WALLET_TOTAL_KEY = 'walletTotal'
export const PAYMENT_PANEL_KEY = 'paymentPanelExpanded'

export function readNumber (key: string): number | null {
  const raw = readSession(key)
  if (raw === null || raw === '') return null
  const value = Number(raw)
  return Number.isFinite(value) ? value : null
}

export const storeChoice = (key: string, value: string | number | null): void => { writeSession(key, value === null ? null : String(value)) }

/** The payment chosen on the payment screen: a saved card's id or the wallet. */
export function readPaymentId (): number | 'wallet' | null {
  const raw = readSession(PAYMENT_ID_KEY)
  if (raw === 'wallet') return 'wallet'
  return readNumber(PAYMENT_ID_KEY)
}

/** Placing an order clears payment, address, delivery and coupon data, so the next order starts afresh. */
export function clearCheckout (): void {
  for (const key of [PAYMENT_ID_KEY, ADDRESS_ID_KEY, DELIVERY_METHOD_ID_KEY]) writeSession(key, null)
}
