import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { effectivePrice, roundToCents } from '@/lib/price'
import { useBasketId, useSession } from '@/lib/session'
import { readSession } from '@/lib/token-store'
import { useBasket } from '@/features/basket/api/get-basket'
import { COUPON_DETAILS_KEY, clearCoupon, storedDiscount } from '@/features/basket/api/coupon-storage'
import { usePlaceOrder } from '@/features/basket/api/place-order'
import { useAddress } from '../api/get-address'
import { useCards } from '../api/get-cards'
import { useDeliveries } from '../api/get-deliveries'
import { ADDRESS_ID_KEY, DELIVERY_METHOD_ID_KEY, clearCheckout, readNumber, readPaymentId } from '../checkout-storage'
import { AddressBeside } from '../components/address-beside'
import { CheckoutCard } from '../components/checkout-card'
import { OrderLines } from '@/components/order-lines/order-lines'
import { PriceBox } from '../components/price-box'

/** Route /order-summary: everything chosen so far, the price box and Place order. */
export default function OrderSummary () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { showError } = useSnackbar()
  const { hasRole } = useSession()
  const bid = useBasketId()
  const basket = useBasket()
  const addressId = readNumber(ADDRESS_ID_KEY)
  const address = useAddress(addressId)
  const deliveryId = readNumber(DELIVERY_METHOD_ID_KEY)
  const delivery = useDeliveries().data?.find(d => d.id === deliveryId)
  const paymentId = readPaymentId()
  const card = useCards().data?.find(c => c.id === paymentId)
  const place = usePlaceOrder()
  const deluxe = hasRole('deluxe')
  const lines = (basket.data?.Products ?? []).map(p => {
    const price = effectivePrice(p, deluxe)
    return { name: p.name, price, quantity: p.BasketItem.quantity, total: roundToCents(price * p.BasketItem.quantity) }
  })
  const items = roundToCents(lines.reduce((sum, line) => sum + line.total, 0))
  const promotion = roundToCents(items * storedDiscount() / 100)
  const total = roundToCents(items + (delivery?.price ?? 0) - promotion)
  const bonus = lines.reduce((sum, line) => sum + Math.round(line.price / 10) * line.quantity, 0)
  const ready = bid !== null && addressId !== null && deliveryId !== null && paymentId !== null && lines.length > 0

  const placeOrder = async () => {
    if (!ready) return
    const details = readSession(COUPON_DETAILS_KEY)
    try {
      const orderId = await place.mutateAsync({ bid, couponData: details ? btoa(details) : undefined, orderDetails: { paymentId, addressId, deliveryMethodId: deliveryId } })
      clearCheckout()
      clearCoupon()
      await navigate(`/order-completion/${orderId}`)
    } catch (err) {
      showError(errorMessage(err))
    }
  }
  return (
    <CheckoutCard titleKey="TITLE_ORDER_SUMMARY">
      <AddressBeside address={address.data} labelKey="LABEL_PAYMENT_METHOD">
        <Typography id="paymentMethod">
          {paymentId === 'wallet' ? t('LABEL_DIGITAL_WALLET') : card ? `•••• ${card.cardNum.slice(-4)} · ${card.fullName}` : ''}
        </Typography>
        {delivery && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{delivery.name} · {t('LABEL_DAYS', { count: delivery.eta })}</Typography>}
      </AddressBeside>
      <OrderLines lines={lines} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, mt: 3 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">{t('LABEL_BONUS_POINTS', { bonus })}</Typography>
          <Button id="checkoutButton" variant="contained" size="large" sx={{ mt: 2 }} disabled={!ready || place.isPending} onClick={() => { void placeOrder() }}>{t('BTN_PLACE_ORDER')}</Button>
        </Box>
        <PriceBox items={items} delivery={delivery?.price ?? 0} promotion={promotion} total={total} />
      </Box>
    </CheckoutCard>
  )
}
