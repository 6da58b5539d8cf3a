import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/password-field/password-field'

interface SetupFormProps {
  email: string
  secret: string
  issuer: string
  busy: boolean
  onSubmit: (password: string, initialToken: string) => Promise<boolean>
}

/** Not set up yet: scan the code, confirm with the password and a first code from the app. */
export function SetupForm ({ email, secret, issuer, busy, onSubmit }: SetupFormProps) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const uri = `otpauth://totp/${encodeURIComponent(`${issuer}:${email}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`
  const valid = password !== '' && /^\d{6}$/.test(code)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!valid) return
    if (!await onSubmit(password, code)) { setPassword(''); setCode('') }
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, gap: 3, alignItems: 'start' }}>
      <Box sx={{ justifySelf: 'center', textAlign: 'center' }}>
        <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, display: 'inline-flex' }}>
          <QRCodeSVG id="twoFactorQrCode" value={uri} size={200} level="M" title={t('LABEL_TWO_FACTOR_QR')} />
        </Box>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>{t('LABEL_TWO_FACTOR_SECRET')}</Typography>
        <Typography id="twoFactorSecret" variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{secret}</Typography>
      </Box>
      <Box component="form" noValidate onSubmit={e => { void submit(e) }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">{t('TWO_FACTOR_SETUP_STEPS')}</Typography>
        <PasswordField id="setupPassword" label={t('LABEL_CURRENT_PASSWORD')} value={password} onChange={e => { setPassword(e.target.value) }} autoComplete="current-password" />
        <TextField
          id="initialToken"
          label={t('LABEL_INITIAL_TWO_FACTOR_TOKEN')}
          value={code}
          onChange={e => { setCode(e.target.value.replace(/\D/g, '').slice(0, 6)) }}
          helperText={`${code.length}/6`}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button id="setupTwoFactorButton" type="submit" variant="contained" disabled={!valid || busy}>{t('BTN_SETUP_TWO_FACTOR')}</Button>
      </Box>
    </Box>
  )
}
