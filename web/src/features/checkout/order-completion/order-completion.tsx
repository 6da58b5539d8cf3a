import { CheckCircleIcon, LocalShippingOutlinedIcon, PictureAsPdfIcon, ShareIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { useAddress } from '../api/get-address'
import { usePlacedOrder } from '../api/get-order'
import { AddressBeside } from '../components/address-beside'
import { CheckoutCard } from '../components/checkout-card'
import { tweetText } from './tweet-text'
import { OrderLines } from '@/components/order-lines/order-lines'

/** Route /order-completion/{id}: thanks, delivery, the products and the PDF confirmation. */
export default function OrderCompletion () {
  const { t } = useTranslation()
  const id = useParams().id ?? ''
  const order = usePlacedOrder(id)
  const address = useAddress(order.data?.addressId ?? null)
  const config = useApplicationConfiguration()
  const shopName = config.data?.application?.name ?? ''
  const names = (order.data?.products ?? []).map(p => p.name).join(', ')
  const tweet = tweetText(t('TWEET_ORDER', { products: names, shop: shopName }))
  return (
    <CheckoutCard titleKey="TITLE_ORDER_COMPLETION">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
        <Box>
          <Typography variant="h6" component="p">{t('ORDER_PLACED_TEXT')}</Typography>
          <Typography color="text.secondary">{t('LABEL_ORDER_ID')}: <strong id="orderId">{id}</strong></Typography>
        </Box>
      </Box>
      <AddressBeside address={address.data} labelKey="LABEL_DELIVERY">
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocalShippingOutlinedIcon color="primary" />
          {order.data?.eta !== null && order.data?.eta !== undefined ? t('DELIVERY_ETA', { count: order.data.eta }) : ''}
        </Typography>
        <Button component={RouterLink} to={`/track-result/new?id=${encodeURIComponent(id)}`} sx={{ mt: 1, px: 0 }}>{t('LINK_TRACK_ORDERS')}</Button>
      </AddressBeside>
      <OrderLines lines={order.data?.products ?? []} total={order.data?.totalPrice} />
      <Typography sx={{ mt: 2 }} color="text.secondary">{t('LABEL_BONUS_EARNED', { bonus: order.data?.bonus ?? 0 })}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        <Button id="pdfButton" variant="contained" startIcon={<PictureAsPdfIcon />} href={`./ftp/order_${encodeURIComponent(id)}.pdf`} target="_blank" rel="noopener">{t('BTN_PRINT_ORDER_CONFIRMATION')}</Button>
        <Button variant="outlined" startIcon={<ShareIcon />} href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(tweet)}`} target="_blank" rel="noopener noreferrer">{t('BTN_TWEET')}</Button>
      </Box>
    </CheckoutCard>
  )
}
