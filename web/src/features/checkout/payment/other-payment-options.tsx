import { CurrencyBitcoinIcon, LaunchIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CryptoQrDialog } from './crypto-qr-dialog'

const via = (url: string): string => `./redirect?to=${encodeURIComponent(url)}`

// The donation buttons stay in the page but hidden: the shop stopped taking crypto donations.
const CRYPTO = [
  { coin: 'Bitcoin', address: 'bc1qpulp8d3xq7kz0u5n2wvy6rj4m9tfhs0cgl3e', url: 'https://btc.explorer.example/address/bc1qpulp8d3xq7kz0u5n2wvy6rj4m9tfhs0cgl3e' },
  { coin: 'Dash', address: 'XpulpR7wQ2mN8vK4cJ6hT1yB9zF3dLs5gE', url: 'https://dash.explorer.example/address/XpulpR7wQ2mN8vK4cJ6hT1yB9zF3dLs5gE' },
  { coin: 'Ether', address: '0xpulp5e1b7c2a94d03f86e7a1b2c3d4e5f6071829', url: 'https://eth.explorer.example/address/0xpulp5e1b7c2a94d03f86e7a1b2c3d4e5f6071829' }
]

/** Other ways to pay or support the shop: a card offer, merchandise and (hidden) crypto donations. */
export function OtherPaymentOptions () {
  const { t } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>{t('TITLE_OTHER_PAYMENT_OPTIONS')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" endIcon={<LaunchIcon />} href={via('https://cards.example/apply')} target="_blank" rel="noopener noreferrer">{t('BTN_APPLY_FOR_CARD')}</Button>
        <Button variant="outlined" endIcon={<LaunchIcon />} href={via('https://merch.example/juice-shop')} target="_blank" rel="noopener noreferrer">{t('BTN_MERCHANDISE')}</Button>
        {CRYPTO.map((entry, index) => (
          <Button key={entry.coin} variant="outlined" startIcon={<CurrencyBitcoinIcon />} sx={{ display: 'none' }} onClick={() => { setOpen(index) }}>
            {t('BTN_DONATE_CRYPTO', { coin: entry.coin })}
          </Button>
        ))}
      </Box>
      {CRYPTO.map((entry, index) => (
        <CryptoQrDialog key={entry.coin} coin={entry.coin} address={entry.address} url={via(entry.url)} open={open === index} onClose={() => { setOpen(null) }} />
      ))}
    </Box>
  )
}
