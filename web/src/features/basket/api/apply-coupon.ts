import { useMutation } from '@tanstack/react-query'
import type { CouponDiscount } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** PUT rest/basket/{id}/coupon/{code}: the server checks the code and answers its discount in percent. */
export function useApplyCoupon () {
  return useMutation({
    mutationFn: async ({ bid, code }: { bid: number, code: string }) =>
      (await apiFetch<CouponDiscount>(`rest/basket/${bid}/coupon/${encodeURIComponent(code)}`, { method: 'PUT' })).discount
  })
}
