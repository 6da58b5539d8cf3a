import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { QRCodeSVG } from 'qrcode.react'
import { useTranslation } from 'react-i18next'

interface CryptoQrDialogProps { coin: string, address: string, url: string, open: boolean, onClose: () => void }

/** A donation QR code (300 px, error correction M), drawn by the QR library in the payment chunk. */
export function CryptoQrDialog ({ coin, address, url, open, onClose }: CryptoQrDialogProps) {
  const { t } = useTranslation()
  // A phone scanning the code needs the full address of the shop's redirect, not a relative one.
  const absolute = new URL(url, window.location.href).href
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="crypto-qr-title">
      <DialogTitle id="crypto-qr-title">{t('TITLE_DONATE_CRYPTO', { coin })}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box sx={{ bgcolor: '#fff', p: 1, display: 'inline-block', lineHeight: 0 }}>
          <QRCodeSVG value={absolute} size={300} level="M" title={t('LABEL_QR_CODE', { coin })} />
        </Box>
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>{address}</Typography>
        <Link href={url} target="_blank" rel="noopener noreferrer">{t('LINK_VIEW_WALLET')}</Link>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('BTN_CLOSE')}</Button></DialogActions>
    </Dialog>
  )
}
