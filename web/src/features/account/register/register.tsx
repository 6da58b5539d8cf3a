import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { fieldErrorText } from '@/components/form-page/field-error'
import { FormPage } from '@/components/form-page/form-page'
import { PasswordField } from '@/components/password-field/password-field'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { registrationErrorText } from '../account-errors'
import { useSecurityQuestions } from '../api/get-security-questions'
import { useRegisterUser } from '../api/register-user'
import { PasswordAdvicePanel } from './password-advice-panel'
import { PASSWORD_LENGTH_RANGE } from '../password-rule'
import { registerSchema, type RegisterFormValues } from './register-schema'

/*
 * Every field keeps a line for its message even while it has none. A field validates when it loses
 * focus, and a message that appeared then would push everything below it down between the press and
 * the release of a click, so the click on "Register" or "Log in here" would land on nothing.
 */
const RESERVED_LINE = ' '

const EMPTY_FORM: RegisterFormValues = { email: '', password: '', passwordRepeat: '', securityQuestionId: '', securityAnswer: '' }

export default function Register () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { showSuccess } = useSnackbar()
  const questions = useSecurityQuestions()
  const registerUser = useRegisterUser()
  const [error, setError] = useState<string | null>(null)
  const [showAdvice, setShowAdvice] = useState(false)
  const { register, control, handleSubmit, watch, formState: { errors } } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM
  })
  const password = watch('password')
  const clearError = () => { setError(null) }
  const errorText = (field: keyof RegisterFormValues) => fieldErrorText(t, errors[field], { length: PASSWORD_LENGTH_RANGE })

  const submit = handleSubmit(async values => {
    const question = questions.data?.find(entry => String(entry.id) === values.securityQuestionId)
    if (!question) return
    try {
      await registerUser.mutateAsync({
        email: values.email,
        password: values.password,
        passwordRepeat: values.passwordRepeat,
        securityQuestion: { id: question.id, question: question.question },
        securityAnswer: values.securityAnswer.trim()
      })
      showSuccess('CONFIRM_REGISTER')
      await navigate('/login')
    } catch (err) {
      setError(registrationErrorText(err))
    }
  })

  return (
    <FormPage titleKey="TITLE_REGISTRATION" error={error}>
      <Box component="form" noValidate onSubmit={submit} onFocus={clearError} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          {...register('email')}
          id="emailControl"
          type="email"
          label={t('LABEL_EMAIL')}
          autoComplete="email"
          autoFocus
          error={errors.email !== undefined}
          helperText={errorText('email') ?? RESERVED_LINE}
        />
        <PasswordField
          {...register('password', { deps: ['passwordRepeat'] })}
          id="passwordControl"
          label={t('LABEL_PASSWORD')}
          autoComplete="new-password"
          error={errors.password !== undefined}
          helperText={errorText('password') ?? t('HINT_PASSWORD_LENGTH')}
        />
        <TextField
          {...register('passwordRepeat')}
          id="repeatPasswordControl"
          type="password"
          label={t('LABEL_PASSWORD_REPEAT')}
          autoComplete="new-password"
          error={errors.passwordRepeat !== undefined}
          helperText={errorText('passwordRepeat') ?? RESERVED_LINE}
        />
        <FormControlLabel
          control={<Switch checked={showAdvice} onChange={event => { setShowAdvice(event.target.checked) }} />}
          label={t('BTN_SHOW_PASSWORD_ADVICE')}
        />
        {showAdvice && <PasswordAdvicePanel password={password} />}
        <Controller
          control={control}
          name="securityQuestionId"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="securityQuestion"
              select
              label={t('LABEL_SECURITY_QUESTION')}
              error={fieldState.error !== undefined}
              helperText={fieldErrorText(t, fieldState.error) ?? RESERVED_LINE}
            >
              {(questions.data ?? []).map(question => (
                <MenuItem key={question.id} value={String(question.id)}>{question.question}</MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...register('securityAnswer')}
          id="securityAnswerControl"
          label={t('LABEL_SECURITY_ANSWER')}
          autoComplete="off"
          error={errors.securityAnswer !== undefined}
          helperText={errorText('securityAnswer') ?? RESERVED_LINE}
        />
        <Button id="registerButton" type="submit" variant="contained" size="large" disabled={registerUser.isPending}>
          {t('BTN_REGISTER')}
        </Button>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('LABEL_ALREADY_A_CUSTOMER')}{' '}
        <Link component={RouterLink} to="/login">{t('LINK_LOGIN')}</Link>
      </Typography>
    </FormPage>
  )
}
