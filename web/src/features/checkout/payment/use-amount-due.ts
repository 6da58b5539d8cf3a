import { roundToCents } from '@/lib/price'
import { ITEM_TOTAL_KEY, readSession } from '@/lib/token-store'
import { WALLET_TOTAL_KEY, readNumber } from '../checkout-storage'
import { useDeluxeCost } from '../api/get-deluxe-cost'

/** What the payment screen charges: the order total, the top-up amount or the membership cost. */
export function useAmountDue (entity: 'shop' | 'wallet' | 'deluxe', deliveryPrice: number, discount: number): number {
  const cost = useDeluxeCost(entity === 'deluxe')
  if (entity === 'wallet') return readNumber(WALLET_TOTAL_KEY) ?? 0
  if (entity === 'deluxe') return cost.data ?? 0
  const items = Number(readSession(ITEM_TOTAL_KEY) ?? 0) || 0
  return roundToCents(items + deliveryPrice - roundToCents(items * discount / 100))
}
