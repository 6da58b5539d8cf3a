import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { CouponPanel } from '@/components/coupon-panel/coupon-panel'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/price'
import { useBasketId } from '@/lib/session'
import { storedDiscount } from '@/features/basket/api/coupon-storage'
import { useRedeemCoupon } from '@/features/basket/api/use-redeem-coupon'
import { useChargeWallet } from '../api/charge-wallet'
import { useCards } from '../api/get-cards'
import { useDeliveries } from '../api/get-deliveries'
import { useWalletBalance } from '../api/get-wallet-balance'
import { useUpgradeDeluxe } from '../api/upgrade-deluxe'
import { DELIVERY_METHOD_ID_KEY, PAYMENT_ID_KEY, WALLET_TOTAL_KEY, readNumber, storeChoice } from '../checkout-storage'
import { AddCardForm } from '../components/add-card-form'
import { CardTable } from '../components/card-table'
import { CheckoutCard } from '../components/checkout-card'
import { OtherPaymentOptions } from './other-payment-options'
import { useAmountDue } from './use-amount-due'
import { WalletBox } from './wallet-box'

type Entity = 'shop' | 'wallet' | 'deluxe'

/** Route /payment/{shop|wallet|deluxe}: pay an order, a wallet top-up or the deluxe membership. */
export default function Payment () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { showError, showSuccess } = useSnackbar()
  const { entity: param } = useParams()
  const entity: Entity = (['wallet', 'deluxe'] as const).find(e => e === param) ?? 'shop'
  const bid = useBasketId()
  const cards = useCards()
  const balance = useWalletBalance()
  const charge = useChargeWallet()
  const upgrade = useUpgradeDeluxe()
  const coupon = useRedeemCoupon()
  const deliveries = useDeliveries()
  const [discount, setDiscount] = useState(storedDiscount())
  const [card, setCard] = useState<number | null>(readNumber(PAYMENT_ID_KEY))
  const delivery = deliveries.data?.find(d => d.id === readNumber(DELIVERY_METHOD_ID_KEY))
  const due = useAmountDue(entity, delivery?.price ?? 0, discount)
  const chosen = (cards.data ?? []).some(c => c.id === card) ? card : null

  const finish = async (paymentId: number | 'wallet') => {
    try {
      if (entity === 'shop') {
        storeChoice(PAYMENT_ID_KEY, paymentId)
        await navigate('/order-summary')
      } else if (entity === 'wallet' && paymentId !== 'wallet') {
        await charge.mutateAsync({ balance: readNumber(WALLET_TOTAL_KEY) ?? 0, paymentId })
        showSuccess('CHARGED_WALLET')
        await navigate('/wallet')
      } else if (entity === 'deluxe') {
        showSuccess(await upgrade.mutateAsync(paymentId === 'wallet' ? { paymentMode: 'wallet' } : { paymentMode: 'card', paymentId }))
        await navigate('/deluxe-membership')
      }
    } catch (err) {
      showError(errorMessage(err))
    }
  }
  const busy = charge.isPending || upgrade.isPending
  return (
    <CheckoutCard
      titleKey="TITLE_PAYMENT_OPTIONS"
      actions={(
        <>
          <Button onClick={() => { void navigate(entity === 'shop' ? '/delivery-method' : entity === 'wallet' ? '/wallet' : '/deluxe-membership') }}>{t('BTN_BACK')}</Button>
          <Button id="continueButton" variant="contained" disabled={chosen === null || busy} onClick={() => { if (chosen !== null) void finish(chosen) }}>{t('BTN_CONTINUE')}</Button>
        </>
      )}
    >
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>{t('LABEL_AMOUNT_DUE')}: <span id="amountDue">{formatPrice(due)}</span></Typography>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>{t('TITLE_MY_CARDS')}</Typography>
      {cards.isError && <Alert severity="error">{errorMessage(cards.error)}</Alert>}
      <CardTable cards={cards.data ?? []} selected={chosen} onSelect={setCard} />
      <AddCardForm />
      {entity !== 'wallet' && <WalletBox balance={balance.data ?? 0} total={due} busy={busy} onPay={() => { void finish('wallet') }} />}
      {entity === 'shop' && bid !== null && (
        <CouponPanel busy={coupon.isPending} onRedeem={async code => { const value = await coupon.redeem(bid, code); setDiscount(value); return value }} />
      )}
      {entity === 'shop' && <OtherPaymentOptions />}
      <Alert severity="info" sx={{ mt: 3 }}>{t(entity === 'wallet' ? 'REVIEW_WALLET' : 'REVIEW_ALERT')}</Alert>
    </CheckoutCard>
  )
}
