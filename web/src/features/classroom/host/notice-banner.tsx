import { CampaignIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { ClassroomNotice } from '../api/types'

/**
 * The trainer's latest notice until dismissed, below the top bar. The live region is always in
 * the page, so screen readers announce a notice that arrives later; the message is shown as
 * text, never as HTML. (A plain fixed box rather than MUI's Snackbar: sharing that with the
 * shop's snack bars would put one more file into the shop's first load.)
 */
export function NoticeBanner ({ notice, onClose }: { notice: ClassroomNotice | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={{ position: 'fixed', top: { xs: 64, sm: 72 }, left: 0, right: 0, zIndex: theme => theme.zIndex.snackbar, display: 'flex', justifyContent: 'center', px: 1, pointerEvents: 'none' }}
    >
      {notice !== null && (
        <Alert
          severity="info"
          icon={<CampaignIcon />}
          variant="filled"
          onClose={onClose}
          data-testid="classroom-notice"
          slotProps={{ closeButton: { title: t('CLASSROOM_NOTICE_DISMISS'), 'aria-label': t('CLASSROOM_NOTICE_DISMISS') } as object }}
          sx={{ maxWidth: 640, width: '100%', whiteSpace: 'pre-wrap', wordBreak: 'break-word', boxShadow: 6, pointerEvents: 'auto' }}
        >
          <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>{t('CLASSROOM_NOTICE_TITLE')}</Box>
          {notice.message}
        </Alert>
      )}
    </Box>
  )
}
