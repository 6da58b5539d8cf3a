import { SendIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { fieldErrorText } from '@/components/form-page/field-error'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useSendNotice } from '../api/send-notice'
import { classroomErrorKey } from '../shared/classroom-errors'

const NOTICE_MAX = 500
const noticeSchema = z.object({
  message: z.string().trim().min(1, 'CLASSROOM_NOTICE_REQUIRED').max(NOTICE_MAX, 'CLASSROOM_NOTICE_TOO_LONG')
})

/** A notice to every team's screen. */
export function NoticeForm () {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const send = useSendNotice()
  const { register, handleSubmit, reset, formState: { errors } } = useForm({ resolver: zodResolver(noticeSchema), defaultValues: { message: '' } })

  const submit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync(message)
      reset()
      snackbar.showSuccess(t('CLASSROOM_NOTICE_SENT'))
    } catch (err) {
      snackbar.showError(t(classroomErrorKey(err)))
    }
  })

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        {...register('message')}
        id="noticeMessage"
        label={t('CLASSROOM_NOTICE_LABEL')}
        multiline
        minRows={2}
        fullWidth
        error={errors.message !== undefined}
        helperText={fieldErrorText(t, errors.message, { max: NOTICE_MAX }) ?? t('CLASSROOM_NOTICE_HINT', { max: NOTICE_MAX })}
        slotProps={{ htmlInput: { maxLength: NOTICE_MAX } }}
      />
      <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={send.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('CLASSROOM_NOTICE_SEND')}
      </Button>
    </Box>
  )
}
