import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface CryptoQrDialogProps { coin: string, address: string, url: string, open: boolean, onClose: () => void }

/** A donation QR code (300 px, error correction M), drawn by the QR library loaded with the dialog. */
export function CryptoQrDialog ({ coin, address, url, open, onClose }: CryptoQrDialogProps) {
  const { t } = useTranslation()
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    let live = true
    void import('qrcode').then(async QRCode => await QRCode.toDataURL(url, { width: 300, errorCorrectionLevel: 'M', margin: 1 }))
      .then(data => { if (live) setImage(data) })
    return () => { live = false }
  }, [open, url])
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="crypto-qr-title">
      <DialogTitle id="crypto-qr-title">{t('TITLE_DONATE_CRYPTO', { coin })}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {image && <img src={image} width={300} height={300} alt={t('LABEL_QR_CODE', { coin })} />}
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>{address}</Typography>
        <Link href={url} target="_blank" rel="noopener noreferrer">{t('LINK_VIEW_WALLET')}</Link>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('BTN_CLOSE')}</Button></DialogActions>
    </Dialog>
  )
}
