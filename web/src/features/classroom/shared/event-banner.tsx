import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import { dateTime } from './relative-time'

/** Frozen: "the event ended at …, later solves do not count"; before the end: when it ends. */
export function EventBanner ({ eventEnd, frozen }: { eventEnd: string | null | undefined; frozen: boolean | undefined }) {
  const { t, i18n } = useTranslation()
  if (!eventEnd) return null
  const at = dateTime(eventEnd, i18n.language)
  return frozen === true
    ? <Alert severity="warning" data-testid="frozen-banner" sx={{ mb: 2 }}>{t('CLASSROOM_FROZEN', { at })}</Alert>
    : <Alert severity="info" sx={{ mb: 2 }}>{t('CLASSROOM_ENDS_AT', { at })}</Alert>
}
