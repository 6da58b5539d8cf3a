import TextField from '@mui/material/TextField'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MAX_REVIEW_LENGTH } from './review-schema'

interface ReviewTextFieldProps {
  registration: UseFormRegisterReturn<'message'>
  length: number
  error?: string
  autoFocus?: boolean
}

/** The review textarea with its n/160 counter, shared by the new-review form and the edit dialog. */
export function ReviewTextField ({ registration, length, error, autoFocus }: ReviewTextFieldProps) {
  const { t } = useTranslation()
  return (
    <TextField
      {...registration}
      label={t('LABEL_REVIEW')}
      multiline
      minRows={2}
      maxRows={6}
      fullWidth
      autoFocus={autoFocus}
      error={error !== undefined}
      helperText={error ?? t('HINT_CHARACTER_COUNT', { count: length, max: MAX_REVIEW_LENGTH })}
      slotProps={{
        htmlInput: { maxLength: MAX_REVIEW_LENGTH },
        formHelperText: { sx: { textAlign: error ? 'left' : 'right', mx: 0 } }
      }}
    />
  )
}
