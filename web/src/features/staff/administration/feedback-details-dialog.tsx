import { DeleteIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Rating from '@mui/material/Rating'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Feedback } from '../api/get-feedbacks'

interface FeedbackDetailsDialogProps {
  /** Kept by the caller after closing, so the content stays in place while the dialog fades out. */
  feedback: Feedback | null
  open: boolean
  deleting: boolean
  onDelete: (feedback: Feedback) => void
  onClose: () => void
}

/** The whole comment of one feedback, with its author's user id and rating. */
export function FeedbackDetailsDialog ({ feedback, open, deleting, onDelete, onClose }: FeedbackDetailsDialogProps) {
  const { t } = useTranslation()

  return (
    <Dialog open={open && feedback !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="feedback-details-title">
      <DialogTitle id="feedback-details-title">{t('TITLE_FEEDBACK_DETAILS')}</DialogTitle>
      {feedback !== null && (
        <>
          <DialogContent>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>{t('LABEL_USER_ID')}</Box>
                {feedback.UserId ?? t('LABEL_ANONYMOUS')}
              </Typography>
              <Rating
                value={feedback.rating}
                readOnly
                getLabelText={rating => t('LABEL_RATING_STARS', { rating })}
              />
            </Box>
            {/* Plain text: React escapes the comment. */}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{feedback.comment}</Typography>
          </DialogContent>
          <DialogActions>
            <Button color="error" startIcon={<DeleteIcon />} disabled={deleting} onClick={() => { onDelete(feedback) }}>
              {t('BTN_DELETE')}
            </Button>
            <Button onClick={onClose}>{t('BTN_CLOSE')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
