import { SearchOffIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Suspense, lazy, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSession } from '@/lib/session'
import { getSocket } from '@/lib/socket'
import { useProductQuantities } from '../api/get-quantities'
import { useProductSearch, type Product } from '../api/search-products'
import { ProductCard } from './product-card'
import { SearchHeading } from './search-heading'
import { SearchPagination } from './search-pagination'
import { SEARCH_PAGE_SIZE, clampPage, gridColumns, pageSizeOptions, pageSlice } from './search-layout'
import { useAddToBasket } from './use-add-to-basket'
import { useWindowWidth } from './use-window-width'

// The dialog brings the review forms (TextField and friends); keep them out of the first page load.
const ProductDetailsDialog = lazy(() => import('../product-details/product-details-dialog'))
// Order History's "Write a review" arrives as ?q=<product name>&review=1.
const ReviewDeepLink = lazy(() => import('../product-details/review-deep-link'))

function EmptyResult () {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h6" component="p">{t('NO_SEARCH_RESULT')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('EMPTY_SEARCH_RESULT')}</Typography>
    </Paper>
  )
}

/** Routes /search and /hacking-instructor: the product grid for query parameter q. */
export default function SearchResults () {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const { isLoggedIn, hasRole } = useSession()
  const search = useProductSearch(q)
  const { data: stock } = useProductQuantities()
  const basket = useAddToBasket()
  const columns = gridColumns(useWindowWidth())
  const [paging, setPaging] = useState({ q, page: 0, size: SEARCH_PAGE_SIZE })
  const [selected, setSelected] = useState<Product | null>(null)
  const [detailsOpen, setDetailsOpen] = useState(false)

  const { isSuccess, isPlaceholderData, dataUpdatedAt } = search
  useEffect(() => {
    // The server accepts this claim only for a search it has just answered, so it follows each answer.
    if (q !== '' && isSuccess && !isPlaceholderData) getSocket().emit('verifyLocalXssChallenge', q)
  }, [q, isSuccess, isPlaceholderData, dataUpdatedAt])

  useEffect(() => {
    // Failures other than the named ones are only logged to the console.
    if (search.error) console.log(search.error)
  }, [search.error])

  const products = search.data ?? []
  // A new search starts on its first page.
  const page = clampPage(products.length, paging.q === q ? paging.page : 0, paging.size)
  const shown = pageSlice(products, page, paging.size)
  const changePage = (next: number, size: number) => {
    setPaging({ q, page: next, size })
    window.scrollTo({ top: 0 })
  }
  const openDetails = (product: Product) => {
    setSelected(product)
    setDetailsOpen(true)
  }

  return (
    <Box sx={{ maxWidth: 2400, mx: 'auto' }}>
      <Box sx={{ mb: 2 }}>
        <SearchHeading q={q} />
      </Box>
      {search.isFetching && <LinearProgress color="secondary" aria-label={t('LOADING')} sx={{ mb: 1 }} />}
      {!search.isPending && products.length === 0 && <EmptyResult />}
      {products.length > 0 && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 2 }}>
            {shown.map(product => (
              <ProductCard
                key={product.id}
                product={product}
                quantity={stock?.get(product.id)}
                deluxe={hasRole('deluxe')}
                canAdd={isLoggedIn}
                adding={basket.busyProductId === product.id}
                onOpen={openDetails}
                onAdd={product => { void basket.add(product) }}
              />
            ))}
          </Box>
          <SearchPagination
            count={products.length}
            page={page}
            pageSize={paging.size}
            pageSizes={pageSizeOptions(products.length)}
            onChange={changePage}
          />
        </>
      )}
      {searchParams.has('review') && search.isSuccess && <Suspense fallback={null}><ReviewDeepLink name={q} products={products} /></Suspense>}
      {selected !== null && (
        <Suspense fallback={null}>
          <ProductDetailsDialog product={selected} open={detailsOpen} onClose={() => { setDetailsOpen(false) }} />
        </Suspense>
      )}
    </Box>
  )
}
