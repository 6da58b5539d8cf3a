import { DownloadIcon, RefreshIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { readLocal, writeLocal } from '@/lib/token-store'
import { useImageCaptcha, useRequestDataExport } from '../api/data-export'

const LAST_EXPORT_KEY = 'lastSuccessfulTry'
const CAPTCHA_WITHIN_MS = 300_000

function captchaNeeded (): boolean {
  const last = Number(readLocal(LAST_EXPORT_KEY) ?? 0)
  return Number.isFinite(last) && Date.now() - last < CAPTCHA_WITHIN_MS
}

export default function DataExport () {
  const { t } = useTranslation()
  const { showSuccess } = useSnackbar()
  const request = useRequestDataExport()
  const [needsCaptcha, setNeedsCaptcha] = useState(captchaNeeded)
  const captcha = useImageCaptcha(needsCaptcha)
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<string | null>(null)
  const captchaError = needsCaptcha && answer.length < 5 ? 'MANDATORY_CAPTCHA' : null

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (captchaError !== null) return
    setError(null)
    try {
      const res = await request.mutateAsync({ format: '1', answer: needsCaptcha ? answer : undefined })
      writeLocal(LAST_EXPORT_KEY, String(Date.now()))
      setResult(res.userData)
      const url = URL.createObjectURL(new Blob([res.userData], { type: 'application/json' }))
      window.open(url, '_blank')
      showSuccess('CONFIRM_DATA_EXPORT')
      setNeedsCaptcha(true)
    } catch (err) {
      setError(errorMessage(err))
    }
    setAnswer('')
    if (needsCaptcha) void captcha.refetch()
  }

  const download = () => {
    if (result === null) return
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([result], { type: 'application/json' }))
    link.download = 'juice-shop-data-export.json'
    link.click()
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h2" gutterBottom>{t('TITLE_DATA_EXPORT')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('DATA_EXPORT_EXPLAINED')}</Typography>
      {error && <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{error}</Alert>}
      <Box component="form" noValidate onSubmit={e => { void submit(e) }} sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
        <FormControl>
          <FormLabel id="formatLabel">{t('LABEL_FORMAT')}</FormLabel>
          <RadioGroup row aria-labelledby="formatLabel" value="1" name="format">
            <FormControlLabel value="1" control={<Radio />} label="JSON" />
            <FormControlLabel value="2" control={<Radio />} label="PDF" disabled />
            <FormControlLabel value="3" control={<Radio />} label="Excel" disabled />
          </RadioGroup>
        </FormControl>
        {needsCaptcha && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>{t('DATA_EXPORT_CAPTCHA_EXPLAINED')}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              {captcha.data && <Box component="img" id="captchaImage" alt={t('LABEL_CAPTCHA_IMAGE')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.data)}`} sx={{ height: 50, borderRadius: 1 }} />}
              <IconButton aria-label={t('BTN_NEW_CAPTCHA')} onClick={() => { void captcha.refetch() }}><RefreshIcon /></IconButton>
            </Box>
            <TextField
              id="captchaAnswer"
              label={t('LABEL_CAPTCHA_ANSWER')}
              value={answer}
              onChange={e => { setAnswer(e.target.value) }}
              error={answer !== '' && captchaError !== null}
              helperText={answer !== '' && captchaError !== null ? t(captchaError) : undefined}
              autoComplete="off"
              fullWidth
            />
          </Box>
        )}
        <Button id="dataExportButton" type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={captchaError !== null || request.isPending}>{t('BTN_REQUEST')}</Button>
      </Box>
      {result !== null && (
        <Box sx={{ mt: 3 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1">{t('DATA_EXPORT_RESULT')}</Typography>
            <Button size="small" startIcon={<DownloadIcon />} onClick={download}>{t('BTN_DOWNLOAD')}</Button>
          </Box>
          <Box component="pre" id="dataExportResult" sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, maxHeight: 360, overflow: 'auto', fontSize: 12 }}>{result}</Box>
        </Box>
      )}
    </Paper>
  )
}
