import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'

/** Shown inside the shell when a screen fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError () {
  const { t } = useTranslation()
  const error = useRouteError()
  console.error(error)
  return (
    <Alert
      severity="error"
      sx={{ maxWidth: 640, mx: 'auto' }}
      action={<Button color="inherit" size="small" onClick={() => { window.location.reload() }}>{t('BTN_FORCE_RELOAD')}</Button>}
    >
      {t('LOADING_FAILED')}
    </Alert>
  )
}
