import { ShoppingCartCheckoutIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CouponPanel } from '@/components/coupon-panel/coupon-panel'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/price'
import { useSession } from '@/lib/session'
import { ITEM_TOTAL_KEY, writeSession } from '@/lib/token-store'
import { useDeleteBasketItem } from '../api/delete-basket-item'
import { useBasket, type BasketItem, type BasketProduct } from '../api/get-basket'
import { useUpdateBasketItem } from '../api/update-basket-item'
import { useRedeemCoupon } from '../api/use-redeem-coupon'
import { basketTotal, bonusPoints } from '../basket-math'
import { BasketTable } from './basket-table'

function toLines (products: BasketProduct[]) {
  return products.map(product => ({ price: product.price, deluxePrice: product.deluxePrice, quantity: product.BasketItem.quantity }))
}

/** Route /basket: the editable basket, its total and the way to checkout. */
export default function BasketPage () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { showError } = useSnackbar()
  const { isLoggedIn, user, hasRole } = useSession()
  const basket = useBasket()
  const updateItem = useUpdateBasketItem()
  const deleteItem = useDeleteBasketItem()
  const [busyItemId, setBusyItemId] = useState<number | null>(null)
  const coupon = useRedeemCoupon()

  const deluxe = hasRole('deluxe')
  const products = basket.data?.Products ?? []
  const lines = toLines(products)
  const total = basketTotal(lines, deluxe)
  const bonus = bonusPoints(lines, deluxe)

  useEffect(() => {
    // The checkout screens read the item total from the session.
    if (basket.data) writeSession(ITEM_TOTAL_KEY, String(total))
  }, [basket.data, total])

  const change = async (item: BasketItem, action: () => Promise<unknown>) => {
    setBusyItemId(item.id)
    try {
      await action()
    } catch (err) {
      showError(errorMessage(err))
    } finally {
      setBusyItemId(null)
    }
  }

  const title = isLoggedIn && user ? t('TITLE_BASKET_OF', { email: user.email }) : t('TITLE_BASKET')
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-word' }}>{title}</Typography>
      {basket.isFetching && <LinearProgress color="secondary" aria-label={t('LOADING')} sx={{ mb: 1 }} />}
      {basket.isError && <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(basket.error)}</Alert>}
      {products.length === 0
        ? (!basket.isLoading && <Typography color="text.secondary" sx={{ py: 3 }}>{t('EMPTY_BASKET')}</Typography>)
        : (
          <BasketTable
            products={products}
            deluxe={deluxe}
            busyItemId={busyItemId}
            onQuantityChange={(item, quantity) => { void change(item, () => updateItem.mutateAsync({ id: item.id, quantity })) }}
            onRemove={item => { void change(item, () => deleteItem.mutateAsync(item.id)) }}
          />
          )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <Box>
          <Typography variant="h6" component="p" id="price">{t('LABEL_TOTAL_PRICE')}: {formatPrice(total)}</Typography>
          {products.length > 0 && <Typography variant="body2" color="text.secondary">{t('LABEL_BONUS_POINTS', { bonus })}</Typography>}
        </Box>
        <Button
          id="checkoutButton"
          variant="contained"
          size="large"
          startIcon={<ShoppingCartCheckoutIcon />}
          disabled={products.length === 0}
          onClick={() => { void navigate('/address/select') }}
        >
          {t('BTN_CHECKOUT')}
        </Button>
      </Box>
      {isLoggedIn && basket.data && <CouponPanel busy={coupon.isPending} onRedeem={code => coupon.redeem(basket.data.id, code)} />}
    </Paper>
  )
}
