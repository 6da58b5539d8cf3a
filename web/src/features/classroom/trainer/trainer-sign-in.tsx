import { LoginIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormPage } from '@/components/form-page/form-page'
import { fieldErrorText } from '@/components/form-page/field-error'
import { PasswordField } from '@/components/password-field/password-field'
import { useTrainerLogin } from '../api/trainer-login'
import { classroomErrorKey } from '../shared/classroom-errors'

const signInSchema = z.object({ password: z.string().min(1, 'CLASSROOM_TRAINER_PASSWORD_REQUIRED') })

export function TrainerSignIn () {
  const { t } = useTranslation()
  const login = useTrainerLogin()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { password: '' } })

  const submit = handleSubmit(async ({ password }) => {
    setError(null)
    try {
      await login.mutateAsync(password)
    } catch (err) {
      setError(t(classroomErrorKey(err)))
    }
  })

  return (
    <FormPage titleKey="CLASSROOM_TRAINER_SIGN_IN" error={error}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PasswordField
          {...register('password')}
          id="trainerPassword"
          label={t('CLASSROOM_TRAINER_PASSWORD')}
          autoComplete="current-password"
          autoFocus
          fullWidth
          error={errors.password !== undefined}
          helperText={fieldErrorText(t, errors.password)}
        />
        <Button id="trainerSignInButton" type="submit" variant="contained" size="large" startIcon={<LoginIcon />} disabled={login.isPending}>
          {t('CLASSROOM_TRAINER_SIGN_IN_BUTTON')}
        </Button>
      </Box>
    </FormPage>
  )
}
