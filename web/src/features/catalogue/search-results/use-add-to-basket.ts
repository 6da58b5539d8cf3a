import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useAddBasketItem } from '@/features/basket/api/add-basket-item'
import { basketQueryKey, fetchBasket } from '@/features/basket/api/get-basket'
import { useUpdateBasketItem } from '@/features/basket/api/update-basket-item'
import { errorMessage } from '@/lib/api-client'
import { useBasketId } from '@/lib/session'
import type { Product } from '../api/search-products'

export interface AddToBasket {
  add: (product: Product) => Promise<void>
  /** Id of the product whose request is under way, to disable its button meanwhile. */
  busyProductId: number | null
}

/**
 * A product already in the basket gets one more unit (PUT); otherwise it becomes a new line (POST),
 * because the server refuses a second line for the same product. Both mutations refresh the basket
 * query, which keeps the top-bar count right.
 */
export function useAddToBasket (): AddToBasket {
  const queryClient = useQueryClient()
  const bid = useBasketId()
  const addItem = useAddBasketItem()
  const updateItem = useUpdateBasketItem()
  const { showSuccess, showError } = useSnackbar()
  const [busyProductId, setBusyProductId] = useState<number | null>(null)

  const add = async (product: Product): Promise<void> => {
    if (bid === null) {
      showError('ERROR_UNKNOWN')
      return
    }
    setBusyProductId(product.id)
    try {
      // The cached basket that useBasket() shows; fetched first if a click beats its first load.
      const basket = await queryClient.ensureQueryData({ queryKey: basketQueryKey(bid), queryFn: () => fetchBasket(bid) })
      const existing = basket.Products.find(entry => entry.id === product.id)?.BasketItem
      if (existing) {
        await updateItem.mutateAsync({ id: existing.id, quantity: existing.quantity + 1 })
        showSuccess('BASKET_ADD_SAME_PRODUCT', { product: product.name })
      } else {
        await addItem.mutateAsync({ ProductId: product.id, BasketId: bid, quantity: 1 })
        showSuccess('BASKET_ADD_PRODUCT', { product: product.name })
      }
    } catch (err) {
      showError(errorMessage(err))
    } finally {
      setBusyProductId(null)
    }
  }

  return { add, busyProductId }
}
