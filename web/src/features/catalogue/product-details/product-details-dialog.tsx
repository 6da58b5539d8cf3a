import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import { useTranslation } from 'react-i18next'
import { PriceTag } from '@/components/price-tag/price-tag'
import { ProductImage } from '@/components/product-image/product-image'
import { useSession } from '@/lib/session'
import type { Product } from '../api/search-products'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'

interface ProductDetailsDialogProps {
  /** Kept by the caller after closing, so the content stays in place while the dialog fades out. */
  product: Product | null
  open: boolean
  onClose: () => void
  /** Opened to write a review (from Order History): the cursor starts in the review field. */
  focusReview?: boolean
}

/** Default export so the search screen can load it lazily, on the first click on a product. */
export default function ProductDetailsDialog ({ product, open, onClose, focusReview = false }: ProductDetailsDialogProps) {
  const { t } = useTranslation()
  const { isLoggedIn, user, hasRole } = useSession()
  const email = isLoggedIn && user ? user.email : null

  return (
    <Dialog open={open && product !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="product-details-title" scroll="body">
      {product !== null && (
        <>
          <DialogTitle id="product-details-title">{product.name}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
              <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
                <ProductImage image={product.image} alt={product.name} height={240} />
              </Box>
              <Box>
                {/*
                  Product descriptions are HTML by design: the shop's own catalogue
                  formats them with links and emphasis, so they are rendered, not escaped.
                */}
                <Box dir="auto" sx={{ typography: 'body1', '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: product.description }} />
                <PriceTag price={product.price} deluxePrice={product.deluxePrice} deluxe={hasRole('deluxe')} variant="h6" />
              </Box>
            </Box>
            <Divider sx={{ my: 2 }} />
            <ReviewList productId={product.id} currentEmail={email} />
            {email !== null && (
              <Box sx={{ mt: 2 }}>
                <ReviewForm productId={product.id} author={email} autoFocus={focusReview} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('BTN_CLOSE')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
