import { LockResetIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorText } from '@/components/form-page/field-error'
import { FormPage } from '@/components/form-page/form-page'
import { PasswordField } from '@/components/password-field/password-field'
import { errorMessage } from '@/lib/api-client'
import { useSecurityQuestionFor } from '../api/get-security-question'
import { useResetPassword } from '../api/reset-password'
import { PASSWORD_LENGTH_RANGE } from '../password-rule'
import { QUESTION_LOOKUP_DELAY_MS, forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema'

const EMPTY: ForgotPasswordValues = { email: '', securityAnswer: '', newPassword: '', newPasswordRepeat: '' }
const SECRET_FIELDS = ['securityAnswer', 'newPassword', 'newPasswordRepeat'] as const

/** The e-mail as it stood 1000 ms after the last keystroke, once it looks like an address. */
function useSettledEmail (email: string): string {
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => { setSettled(email.includes('@') ? email.trim() : '') }, QUESTION_LOOKUP_DELAY_MS)
    return () => { clearTimeout(timer) }
  }, [email])
  return settled
}

export default function ForgotPassword () {
  const { t } = useTranslation()
  const reset = useResetPassword()
  const [error, setError] = useState<string | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const { register, handleSubmit, watch, reset: resetForm, resetField, formState: { errors } } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY
  })
  const email = useSettledEmail(watch('email'))
  const question = useSecurityQuestionFor(email).data ?? null
  const hasQuestion = question !== null && email !== ''
  const errorText = (field: keyof ForgotPasswordValues) => fieldErrorText(t, errors[field], { length: PASSWORD_LENGTH_RANGE })

  const submit = handleSubmit(async values => {
    setError(null)
    setConfirmed(false)
    try {
      await reset.mutateAsync({ email: values.email, answer: values.securityAnswer.trim(), new: values.newPassword, repeat: values.newPasswordRepeat })
      setConfirmed(true)
      resetForm(EMPTY)
    } catch (err) {
      setError(errorMessage(err))
      for (const field of SECRET_FIELDS) resetField(field)
    }
  })

  return (
    <FormPage titleKey="TITLE_FORGOT_PASSWORD" error={error}>
      {confirmed && <Alert severity="success" role="status" sx={{ mb: 2 }}>{t('PASSWORD_SUCCESSFULLY_CHANGED')}</Alert>}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          {...register('email')}
          id="email"
          type="email"
          label={t('LABEL_EMAIL')}
          autoComplete="email"
          autoFocus
          error={errors.email !== undefined}
          helperText={errorText('email')}
        />
        <TextField
          id="securityQuestion"
          label={t('LABEL_SECURITY_QUESTION')}
          value={hasQuestion ? question.question : ''}
          placeholder={t('HINT_SECURITY_QUESTION_LOOKUP')}
          multiline
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          disabled={!hasQuestion}
        />
        <TextField
          {...register('securityAnswer')}
          id="securityAnswer"
          label={t('LABEL_SECURITY_ANSWER')}
          autoComplete="off"
          disabled={!hasQuestion}
          error={errors.securityAnswer !== undefined}
          helperText={errorText('securityAnswer')}
        />
        <PasswordField
          {...register('newPassword')}
          id="newPassword"
          label={t('LABEL_NEW_PASSWORD')}
          autoComplete="new-password"
          disabled={!hasQuestion}
          error={errors.newPassword !== undefined}
          helperText={errorText('newPassword') ?? t('HINT_PASSWORD_LENGTH')}
        />
        <TextField
          {...register('newPasswordRepeat')}
          id="newPasswordRepeat"
          type="password"
          label={t('LABEL_REPEAT_NEW_PASSWORD')}
          autoComplete="new-password"
          disabled={!hasQuestion}
          error={errors.newPasswordRepeat !== undefined}
          helperText={errorText('newPasswordRepeat')}
        />
        <Button id="resetButton" type="submit" variant="contained" size="large" startIcon={<LockResetIcon />} disabled={!hasQuestion || reset.isPending}>
          {t('BTN_CHANGE')}
        </Button>
      </Box>
    </FormPage>
  )
}
