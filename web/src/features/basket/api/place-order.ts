import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderConfirmation } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export interface OrderDetails { paymentId: number | 'wallet', addressId: number, deliveryMethodId: number }

/** POST rest/basket/{id}/checkout; answers the new order id. */
export function usePlaceOrder () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ bid, couponData, orderDetails }: { bid: number, couponData?: string, orderDetails: OrderDetails }) =>
      (await apiFetch<OrderConfirmation>(`rest/basket/${bid}/checkout`, { method: 'POST', body: { couponData, orderDetails } })).orderConfirmation,
    onSettled: async () => {
      // The order changes the basket, the wallet balance and the history all at once.
      await Promise.all([['basket'], ['wallet'], ['order-history']].map(async queryKey => { await queryClient.invalidateQueries({ queryKey }) }))
    }
  })
}
