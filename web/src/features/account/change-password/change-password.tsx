import { LockResetIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorText } from '@/components/form-page/field-error'
import { FormPage } from '@/components/form-page/form-page'
import { PasswordField } from '@/components/password-field/password-field'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import { useChangePassword } from '../api/change-password'
import { PASSWORD_LENGTH, PASSWORD_LENGTH_RANGE } from '../password-rule'
import { breaksSupportPolicy, changePasswordSchema, type ChangePasswordValues } from './change-password-schema'

const EMPTY: ChangePasswordValues = { current: '', new: '', repeat: '' }

export default function ChangePassword () {
  const { t } = useTranslation()
  const { user } = useSession()
  const { showSuccess } = useSnackbar()
  const change = useChangePassword()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, reset, watch, formState: { errors, isValid } } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY
  })
  const lengths = { new: watch('new').length, repeat: watch('repeat').length }
  const errorText = (field: keyof ChangePasswordValues) => fieldErrorText(t, errors[field], { length: PASSWORD_LENGTH_RANGE })

  const submit = handleSubmit(async values => {
    if (breaksSupportPolicy(user?.email, values.new)) {
      console.error('Parola echipei de asistență nu respectă politica corporativă pentru conturile privilegiate! Vă rugăm să schimbați parola în consecință!')
    }
    try {
      await change.mutateAsync(values)
      setError(null)
      reset(EMPTY)
      showSuccess('PASSWORD_SUCCESSFULLY_CHANGED')
    } catch (err) {
      setError(errorMessage(err))
      reset(EMPTY)
    }
  })

  return (
    <FormPage titleKey="TITLE_CHANGE_PASSWORD" error={error}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PasswordField
          {...register('current')}
          id="currentPassword"
          label={t('LABEL_CURRENT_PASSWORD')}
          autoComplete="current-password"
          autoFocus
          error={errors.current !== undefined}
          helperText={errorText('current')}
        />
        <PasswordField
          {...register('new', { deps: ['repeat'] })}
          id="newPassword"
          label={t('LABEL_NEW_PASSWORD')}
          autoComplete="new-password"
          error={errors.new !== undefined}
          helperText={errorText('new') ?? `${t('HINT_PASSWORD_LENGTH')} ${lengths.new}/${PASSWORD_LENGTH.max}`}
        />
        <PasswordField
          {...register('repeat')}
          id="newPasswordRepeat"
          label={t('LABEL_REPEAT_NEW_PASSWORD')}
          autoComplete="new-password"
          error={errors.repeat !== undefined}
          helperText={errorText('repeat') ?? `${lengths.repeat}/${PASSWORD_LENGTH.max}`}
        />
        <Button id="changeButton" type="submit" variant="contained" size="large" startIcon={<LockResetIcon />} disabled={!isValid || change.isPending}>
          {t('BTN_CHANGE')}
        </Button>
      </Box>
    </FormPage>
  )
}
