import { GppGoodIcon, SecurityIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/password-field/password-field'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useApplicationName } from '@/features/meta/api/get-application-configuration'
import { useDisableTwoFactor, useSetUpTwoFactor, useTwoFactorStatus } from '../api/two-factor-settings'
import { SetupForm } from './setup-form'

/** Two-factor authentication: set it up with a QR code, or turn it off again. */
export default function TwoFactorSetup () {
  const { t } = useTranslation()
  const issuer = useApplicationName()
  const { showSuccess, showError } = useSnackbar()
  const status = useTwoFactorStatus()
  const setUp = useSetUpTwoFactor()
  const disable = useDisableTwoFactor()
  const [password, setPassword] = useState('')

  const submitSetup = async (pass: string, initialToken: string): Promise<boolean> => {
    try {
      await setUp.mutateAsync({ password: pass, setupToken: status.data?.setupToken ?? '', initialToken })
      showSuccess('CONFIRM_2FA_SETUP')
      return true
    } catch {
      showError('2FA_SETUP_ERROR')
      return false
    }
  }

  const submitDisable = async (event: React.FormEvent) => {
    event.preventDefault()
    if (password === '') return
    try {
      await disable.mutateAsync({ password })
      showSuccess('CONFIRM_2FA_DISABLE')
    } catch {
      showError('2FA_SETUP_ERROR')
    }
    setPassword('')
  }

  const data = status.data
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {data?.setup ? <GppGoodIcon color="success" fontSize="large" /> : <SecurityIcon color="primary" fontSize="large" />}
        <Typography variant="h5" component="h2">{t('TITLE_TWO_FACTOR_SETUP')}</Typography>
      </Box>
      {status.isPending && <CircularProgress />}
      {status.isError && <Alert severity="error">{t('2FA_SETUP_ERROR')}</Alert>}
      {data && !data.setup && data.secret && (
        <SetupForm email={data.email ?? ''} secret={data.secret} issuer={issuer} busy={setUp.isPending} onSubmit={submitSetup} />
      )}
      {data?.setup && (
        <Box component="form" noValidate onSubmit={e => { void submitDisable(e) }} sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
          <Alert severity="success" id="twoFactorEnabled">{t('TWO_FACTOR_IS_ON')}</Alert>
          <Typography variant="body2" color="text.secondary">{t('TWO_FACTOR_DISABLE_EXPLAINED')}</Typography>
          <PasswordField id="disablePassword" label={t('LABEL_CURRENT_PASSWORD')} value={password} onChange={e => { setPassword(e.target.value) }} autoComplete="current-password" />
          <Button id="disableTwoFactorButton" type="submit" color="error" variant="outlined" disabled={password === '' || disable.isPending}>{t('BTN_DISABLE_TWO_FACTOR')}</Button>
        </Box>
      )}
    </Paper>
  )
}
