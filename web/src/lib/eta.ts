/**
 * Days until delivery from an order's `eta`: tracked orders carry it as text ('?' when unknown),
 * the order history as a number.
 */
export function etaDays (eta: unknown): number | null {
  if (typeof eta === 'number') return Number.isFinite(eta) ? eta : null
  return typeof eta === 'string' && /^\d{1,6}$/.test(eta) ? Number(eta) : null
}
