import { AccountBalanceWalletIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/lib/price'

interface WalletBoxProps { balance: number, total: number, busy?: boolean, onPay: () => void }

/** The wallet's balance and a Pay button, disabled when the balance does not cover the total. */
export function WalletBox ({ balance, total, busy, onPay }: WalletBoxProps) {
  const { t } = useTranslation()
  const enough = balance >= total
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <AccountBalanceWalletIcon color="primary" fontSize="large" />
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography variant="subtitle1">{t('LABEL_WALLET_BALANCE')}: <strong id="walletBalance">{formatPrice(balance)}</strong></Typography>
        {!enough && <Typography variant="body2" color="error.light">{t('INSUFFICIENT_WALLET_BALANCE')}</Typography>}
      </Box>
      <Button id="payWithWalletButton" variant="contained" color="secondary" disabled={!enough || busy} onClick={onPay}>{t('BTN_PAY')}</Button>
    </Paper>
  )
}
