import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

/**
 * Shown while the team's shop cannot be reached (a replica restarting): the player sees that
 * the app is waiting for their own shop, and nothing of another team's. An alert, inserted only
 * while it applies, so screen readers announce it once.
 */
export function ReconnectingBanner ({ show }: { show: boolean }) {
  const { t } = useTranslation()
  if (!show) return null
  return (
    <Box sx={{ position: 'fixed', bottom: { xs: 16, sm: 24 }, left: 0, right: 0, zIndex: theme => theme.zIndex.snackbar, display: 'flex', justifyContent: 'center', px: 1, pointerEvents: 'none' }}>
      <Alert
        role="alert"
        severity="warning"
        variant="filled"
        data-testid="classroom-reconnecting"
        icon={<CircularProgress size={20} color="inherit" aria-hidden="true" />}
        sx={{ maxWidth: 640, width: '100%', boxShadow: 6, pointerEvents: 'auto', alignItems: 'center' }}
      >
        {t('CLASSROOM_RECONNECTING')}
      </Alert>
    </Box>
  )
}
