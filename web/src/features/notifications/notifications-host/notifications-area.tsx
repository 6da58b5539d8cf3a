import Box from '@mui/material/Box'
import type { Dispatch } from 'react'
import { useTranslation } from 'react-i18next'
import { ChallengeSolvedToasts } from '../challenge-solved-toasts/challenge-solved-toasts'
import { RestoredSummary } from '../challenge-solved-toasts/restored-summary'
import type { ToastListAction, ToastListState } from '../challenge-solved-toasts/toast-list'
import type { RestoreOutcome } from '../server-started-notice/restore-progress'
import { ServerStartedNotice } from '../server-started-notice/server-started-notice'

interface NotificationsAreaProps {
  toasts: ToastListState
  dispatch: Dispatch<ToastListAction>
  restart: RestoreOutcome | null
  onRestartClose: () => void
}

/**
 * Sits in the page flow right below the top bar, so notices push the screen down rather than
 * cover it: whatever the player was about to click stays reachable.
 */
export default function NotificationsArea ({ toasts, dispatch, restart, onRestartClose }: NotificationsAreaProps) {
  const { t } = useTranslation()

  return (
    <Box
      role="region"
      aria-label={t('LABEL_NOTIFICATIONS')}
      sx={{ width: 'min(720px, calc(100% - 16px))', mx: 'auto', mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {restart && <ServerStartedNotice outcome={restart} onClose={onRestartClose} />}
      {toasts.restoredKeys.length > 0 && <RestoredSummary count={toasts.restoredKeys.length} onClose={() => { dispatch({ type: 'closeRestored' }) }} />}
      <ChallengeSolvedToasts state={toasts} dispatch={dispatch} />
    </Box>
  )
}
