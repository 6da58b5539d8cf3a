import { CloseIcon, RestoreIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'

/** One line for every challenge a restored progress code brought back, however many they are. */
export function RestoredSummary ({ count, onClose }: { count: number, onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert
      severity="success"
      variant="filled"
      icon={<RestoreIcon />}
      role="status"
      data-testid="restored-solves-summary"
      sx={{ boxShadow: 2 }}
      action={
        <IconButton size="small" color="inherit" aria-label={t('BTN_CLOSE')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {t('RESTORED_SOLVES_SUMMARY', { count })}
    </Alert>
  )
}
