import { effectivePrice, roundToCents, type Priced } from '@/lib/price'

/** A basket line never goes below one unit; removing it is a separate action. */
export const MIN_BASKET_QUANTITY = 1

export function clampQuantity (quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_BASKET_QUANTITY
  return Math.max(MIN_BASKET_QUANTITY, Math.trunc(quantity))
}

export interface BasketLine extends Priced {
  quantity: number
}

export function lineTotal (line: BasketLine, isDeluxe: boolean): number {
  return roundToCents(effectivePrice(line, isDeluxe) * line.quantity)
}

export function basketTotal (lines: BasketLine[], isDeluxe: boolean): number {
  return roundToCents(lines.reduce((sum, line) => sum + effectivePrice(line, isDeluxe) * line.quantity, 0))
}

/**
 * Each unit earns its price / 10, rounded, so a line earns that times its
 * quantity. The price is the one the customer pays (deluxe members earn on their lower price).
 */
export function bonusPoints (lines: BasketLine[], isDeluxe: boolean): number {
  return lines.reduce((sum, line) => sum + Math.round(effectivePrice(line, isDeluxe) / 10) * line.quantity, 0)
}
