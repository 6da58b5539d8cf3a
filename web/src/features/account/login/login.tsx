import { LoginIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { FormPage } from '@/components/form-page/form-page'
import { PasswordField } from '@/components/password-field/password-field'
import { clearLogin, forgetEmail, getRememberedEmail, rememberEmail, saveLogin, saveTwoFactorTmpToken } from '@/lib/session'
import { loginErrorText } from '../account-errors'
import { useLogin } from '../api/login'
import { loginSchema, type LoginFormValues } from './login-schema'
import { fillQaAccount, qaAutofillRequested } from './qa-autofill'
import { ThirdPartyLoginButton } from './third-party-login-button'

function initialValues (): LoginFormValues {
  // A remembered e-mail pre-fills the field and ticks the box.
  const remembered = getRememberedEmail()
  return { email: remembered ?? '', password: '', rememberMe: remembered !== null }
}

export default function Login () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const login = useLogin()
  const [error, setError] = useState<string | null>(null)
  const [defaults] = useState(initialValues)
  const { register, control, handleSubmit, watch, setValue } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: defaults
  })
  const [email, password] = watch(['email', 'password'])
  useEffect(() => { if (qaAutofillRequested()) fillQaAccount(setValue) }, [setValue])
  const clearError = () => { setError(null) }

  const submit = handleSubmit(async values => {
    if (values.rememberMe) rememberEmail(values.email)
    else forgetEmail()
    try {
      const result = await login.mutateAsync({ email: values.email, password: values.password })
      if (result.kind === 'totp') {
        saveTwoFactorTmpToken(result.tmpToken)
        await navigate('/2fa/enter')
        return
      }
      saveLogin(result.authentication)
      await queryClient.invalidateQueries({ queryKey: ['basket'] })
      await navigate('/search')
    } catch (err) {
      clearLogin()
      queryClient.removeQueries({ queryKey: ['basket'] })
      setError(loginErrorText(err))
    }
  })

  return (
    <FormPage titleKey="TITLE_LOGIN" error={error}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          {...register('email')}
          id="email"
          label={t('LABEL_EMAIL')}
          autoComplete="username"
          autoFocus={defaults.email === ''}
          fullWidth
          onFocus={clearError}
        />
        <PasswordField
          {...register('password')}
          id="password"
          label={t('LABEL_PASSWORD')}
          autoComplete="current-password"
          autoFocus={defaults.email !== ''}
          fullWidth
          onFocus={clearError}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <FormControlLabel
                label={t('LABEL_REMEMBER_ME')}
                control={<Checkbox id="rememberMe" checked={field.value} onChange={event => { field.onChange(event.target.checked) }} onBlur={field.onBlur} />}
              />
            )}
          />
          <Link component={RouterLink} to="/forgot-password" variant="body2">{t('LINK_FORGOT_PASSWORD')}</Link>
        </Box>
        <Button
          id="loginButton"
          type="submit"
          variant="contained"
          size="large"
          startIcon={<LoginIcon />}
          disabled={email === '' || password === '' || login.isPending}
        >
          {t('BTN_LOGIN')}
        </Button>
        <ThirdPartyLoginButton />
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('LABEL_NO_ACCOUNT_YET')}{' '}
        <Link component={RouterLink} to="/register">{t('LINK_REGISTER')}</Link>
      </Typography>
    </FormPage>
  )
}
