import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Product } from '../api/search-products'
import ProductDetailsDialog from './product-details-dialog'

/**
 * Order History's "Write a review" goes through the search route (features link by URL, not by
 * import): `?q=<product name>&review=1`. The product of exactly that name opens with its review
 * form focused; closing drops `review`, so going back or reloading does not open it again.
 * Loaded lazily, only for such an address, to keep the search screen's first load as it was.
 */
export default function ReviewDeepLink ({ name, products }: { name: string, products: Product[] }) {
  const [, setSearchParams] = useSearchParams()
  const [open, setOpen] = useState(true)
  const product = products.find(candidate => candidate.name === name) ?? null
  const close = () => {
    setOpen(false)
    setSearchParams(params => { params.delete('review'); return params }, { replace: true })
  }
  return <ProductDetailsDialog product={product} open={open} onClose={close} focusReview />
}
