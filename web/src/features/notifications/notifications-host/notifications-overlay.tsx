import Box from '@mui/material/Box'
import type { Dispatch } from 'react'
import { useTranslation } from 'react-i18next'
import { ChallengeSolvedToasts } from '../challenge-solved-toasts/challenge-solved-toasts'
import type { ToastListAction, ToastListState } from '../challenge-solved-toasts/toast-list'
import type { RestoreOutcome } from '../server-started-notice/restore-progress'
import { ServerStartedNotice } from '../server-started-notice/server-started-notice'
import { useTopBarHeight } from './use-top-bar-height'

const GAP_PX = 8

interface NotificationsOverlayProps {
  toasts: ToastListState
  dispatch: Dispatch<ToastListAction>
  restart: RestoreOutcome | null
  onRestartClose: () => void
}

/**
 * Floats just below the top bar over the page, so notices stay in sight wherever the player has
 * scrolled; clicks between them reach the page underneath.
 */
export default function NotificationsOverlay ({ toasts, dispatch, restart, onRestartClose }: NotificationsOverlayProps) {
  const { t } = useTranslation()
  const top = useTopBarHeight() + GAP_PX

  return (
    <Box
      role="region"
      aria-label={t('LABEL_NOTIFICATIONS')}
      sx={{
        position: 'fixed',
        top,
        left: 0,
        right: 0,
        mx: 'auto',
        width: 'min(640px, calc(100% - 16px))',
        maxHeight: `calc(100vh - ${top + GAP_PX}px)`,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        zIndex: theme => theme.zIndex.snackbar,
        pointerEvents: 'none'
      }}
    >
      {restart && <ServerStartedNotice outcome={restart} onClose={onRestartClose} />}
      <ChallengeSolvedToasts state={toasts} dispatch={dispatch} />
    </Box>
  )
}
