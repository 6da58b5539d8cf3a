import { AccountBalanceWalletIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CURRENCY_SIGN, formatPrice } from '@/lib/price'
import { useWalletBalance } from '../api/get-wallet-balance'
import { WALLET_TOTAL_KEY, storeChoice } from '../checkout-storage'
import { CheckoutCard } from '../components/checkout-card'

/** A top-up is 10 to 1000. */
const MIN = 10
const MAX = 1000

/** Route /wallet: the balance and a top-up amount that continues to payment/wallet. */
export default function Wallet () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const balance = useWalletBalance()
  const [amount, setAmount] = useState('')
  const [touched, setTouched] = useState(false)
  const value = Number(amount)
  const error = amount === '' ? 'MANDATORY_AMOUNT' : !(value >= MIN && value <= MAX) ? 'AMOUNT_LIMIT' : null
  return (
    <CheckoutCard titleKey="TITLE_DIGITAL_WALLET" maxWidth={560}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover', mb: 3 }}>
        <AccountBalanceWalletIcon color="primary" sx={{ fontSize: 48 }} />
        <Box>
          <Typography variant="overline" color="text.secondary">{t('LABEL_WALLET_BALANCE')}</Typography>
          <Typography variant="h4" component="p" id="walletBalance">{formatPrice(balance.data ?? 0)}</Typography>
        </Box>
      </Box>
      <Box component="form" noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} onSubmit={e => {
        e.preventDefault()
        if (error) return
        storeChoice(WALLET_TOTAL_KEY, value)
        void navigate('/payment/wallet')
      }}>
        <TextField
          id="amountControl"
          type="number"
          label={t('LABEL_AMOUNT')}
          required
          value={amount}
          onChange={e => { setAmount(e.target.value) }}
          onBlur={() => { setTouched(true) }}
          error={touched && error !== null}
          helperText={touched && error ? t(error, { min: MIN, max: MAX }) : t('HINT_TOP_UP', { min: MIN, max: MAX })}
          slotProps={{ htmlInput: { min: MIN, max: MAX, step: 1 }, input: { endAdornment: <InputAdornment position="end">{CURRENCY_SIGN}</InputAdornment> } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Button id="submitButton" type="submit" variant="contained" size="large" disabled={error !== null} sx={{ height: 56 }}>{t('BTN_CONTINUE')}</Button>
      </Box>
    </CheckoutCard>
  )
}
