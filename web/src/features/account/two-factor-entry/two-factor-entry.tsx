import { VerifiedUserIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormPage } from '@/components/form-page/form-page'
import { clearTwoFactorTmpToken, getTwoFactorTmpToken, saveLogin } from '@/lib/session'
import { useVerifyTwoFactor } from '../api/verify-two-factor'

const ERROR_SHOWN_MS = 5000

/** Second login step: the six-digit code of the authenticator app. */
export default function TwoFactorEntry () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const verify = useVerifyTwoFactor()
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const [failed, setFailed] = useState(false)
  const valid = /^\d{6}$/.test(code)

  useEffect(() => {
    if (!failed) return
    const timer = setTimeout(() => { setFailed(false) }, ERROR_SHOWN_MS)
    return () => { clearTimeout(timer) }
  }, [failed])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const tmpToken = getTwoFactorTmpToken()
    if (!valid || tmpToken === null) { setFailed(true); return }
    try {
      const authentication = await verify.mutateAsync({ tmpToken, totpToken: code })
      clearTwoFactorTmpToken()
      saveLogin(authentication)
      await queryClient.invalidateQueries({ queryKey: ['basket'] })
      await navigate('/search')
    } catch {
      setCode('')
      setFailed(true)
    }
  }

  const fieldError = touched && !valid ? t(code === '' ? 'MANDATORY_TWO_FACTOR_TOKEN' : 'INVALID_TWO_FACTOR_AUTH_TOKEN') : undefined
  return (
    <FormPage titleKey="TITLE_TWO_FACTOR_ENTRY">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <VerifiedUserIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="body2" color="text.secondary">{t('TWO_FACTOR_ENTRY_EXPLAINED')}</Typography>
      </Box>
      {failed && <Alert severity="error" sx={{ mb: 2 }}>{t('INVALID_TWO_FACTOR_AUTH_TOKEN')}</Alert>}
      <Box component="form" noValidate onSubmit={e => { void submit(e) }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          id="totpToken"
          label={t('LABEL_TWO_FACTOR_TOKEN')}
          value={code}
          autoFocus
          autoComplete="one-time-code"
          onChange={e => { setCode(e.target.value.replace(/\D/g, '').slice(0, 6)) }}
          onBlur={() => { setTouched(true) }}
          error={fieldError !== undefined}
          helperText={fieldError ?? `${code.length}/6`}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, style: { letterSpacing: '0.4em', fontSize: 22 } } }}
        />
        <Button id="totpSubmitButton" type="submit" variant="contained" size="large" disabled={!valid || verify.isPending}>{t('BTN_LOGIN')}</Button>
      </Box>
    </FormPage>
  )
}
