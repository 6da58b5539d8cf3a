import { AttachFileIcon, SendIcon, SupportAgentIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useSession } from '@/lib/session'
import { FormCard } from '@/components/form-card/form-card'
import { usePostComplaint } from '../api/post-complaint'
import { useUploadFile } from '../api/upload-file'
import { INVOICE_ACCEPT, invoiceProblem } from './invoice-file'

const MESSAGE_MAX = 160

export default function Complain () {
  const { t } = useTranslation()
  const { user } = useSession()
  const { showSuccess } = useSnackbar()
  const upload = useUploadFile()
  const post = usePostComplaint()
  const fileInput = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState('')
  const [touched, setTouched] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const problem = invoiceProblem(file)
  const messageError = touched && message.trim() === '' ? t('MANDATORY_MESSAGE') : undefined
  const busy = upload.isPending || post.isPending
  const invalid = message.trim() === '' || message.length > MESSAGE_MAX || problem !== null

  const reset = () => {
    setMessage('')
    setTouched(false)
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  // With a file queued the upload goes first; the complaint is saved only once it succeeded.
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (invalid || busy) return
    try {
      const stored = file ? await upload.mutateAsync(file) : undefined
      const saved = await post.mutateAsync({ UserId: user?.id, message: message.trim(), file: stored?.file })
      showSuccess('CUSTOMER_SUPPORT_COMPLAINT_REPLY', { ref: saved.id })
      reset()
    } catch (err) {
      // The spec shows nothing for a failed save; the console keeps the reason.
      console.error('Complaint could not be saved', err)
    }
  }

  return (
    <FormCard
      icon={<SupportAgentIcon color="primary" fontSize="large" />}
      titleKey="TITLE_COMPLAIN"
      introKey="COMPLAINT_INTRO"
      onSubmit={e => { void submit(e) }}
      sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 1, sm: 4 } }}
    >
      <TextField id="complaintCustomer" label={t('LABEL_CUSTOMER')} value={user?.email ?? ''} slotProps={{ input: { readOnly: true } }} disabled />
      <TextField
        id="complaintMessage"
        label={t('LABEL_MESSAGE')}
        multiline
        minRows={4}
        value={message}
        onChange={e => { setMessage(e.target.value.slice(0, MESSAGE_MAX)) }}
        onBlur={() => { setTouched(true) }}
        error={messageError !== undefined}
        helperText={messageError ?? `${message.length}/${MESSAGE_MAX}`}
        required
      />
      <Box>
        <Typography variant="subtitle2" gutterBottom>{t('LABEL_INVOICE')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
            {t('BTN_CHOOSE_FILE')}
            <input
              ref={fileInput}
              id="complaintFile"
              hidden
              type="file"
              accept={INVOICE_ACCEPT}
              onChange={e => { setFile(e.target.files?.[0] ?? null) }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 300 }}>{file?.name ?? t('LABEL_NO_FILE_CHOSEN')}</Typography>
        </Box>
        {problem && <FormHelperText error>{t(problem.key, problem.params)}</FormHelperText>}
        {!problem && <FormHelperText>{t('HINT_INVOICE_FILE')}</FormHelperText>}
      </Box>
      <Button id="submitButton" type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={invalid || busy}>
        {t('BTN_SUBMIT')}
      </Button>
    </FormCard>
  )
}
