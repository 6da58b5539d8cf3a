import { DeleteIcon } from '@/components/icons'
import IconButton from '@mui/material/IconButton'
import Rating from '@mui/material/Rating'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useDeleteFeedback } from '../api/delete-feedback'
import { useFeedbacks, type Feedback } from '../api/get-feedbacks'
import { COMMENT_PREVIEW_LENGTH, truncateText } from './admin-format'
import { FeedbackDetailsDialog } from './feedback-details-dialog'
import { PagedTable, type PagedTableColumn } from './paged-table'

/** Customer feedback from GET api/Feedbacks/; a row opens the detail dialog, the bin deletes it. */
export function FeedbackTable ({ label }: { label: string }) {
  const { t } = useTranslation()
  const { showSuccess, showError } = useSnackbar()
  const feedbacks = useFeedbacks()
  const deleteFeedback = useDeleteFeedback()
  const [selected, setSelected] = useState<Feedback | null>(null)
  const [detailsOpen, setDetailsOpen] = useState(false)

  const isDeleting = (feedback: Feedback) => deleteFeedback.isPending && deleteFeedback.variables === feedback.id

  const remove = (feedback: Feedback) => {
    deleteFeedback.mutate(feedback.id, {
      onSuccess: () => {
        if (selected?.id === feedback.id) setDetailsOpen(false)
        showSuccess('FEEDBACK_DELETED')
      },
      onError: err => { showError(errorMessage(err)) }
    })
  }

  const columns: Array<PagedTableColumn<Feedback>> = [
    { header: t('LABEL_USER_ID'), cell: feedback => feedback.UserId ?? t('LABEL_ANONYMOUS'), width: 110 },
    // Plain text: React escapes the comment.
    { header: t('LABEL_COMMENT'), cell: feedback => truncateText(feedback.comment, COMMENT_PREVIEW_LENGTH), sx: { overflowWrap: 'anywhere' } },
    {
      header: t('LABEL_RATING'),
      cell: feedback => (
        <Rating value={feedback.rating} readOnly size="small" getLabelText={rating => t('LABEL_RATING_STARS', { rating })} />
      ),
      width: 130,
      sx: { whiteSpace: 'nowrap' }
    },
    {
      header: t('BTN_DELETE'),
      hideHeader: true,
      align: 'right',
      width: 52,
      sx: { px: 1 },
      cell: feedback => (
        <IconButton
          size="small"
          aria-label={t('BTN_DELETE_FEEDBACK', { id: feedback.id })}
          disabled={isDeleting(feedback)}
          onClick={() => { remove(feedback) }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )
    }
  ]

  return (
    <>
      <PagedTable
        label={label}
        rows={feedbacks.data}
        columns={columns}
        rowKey={feedback => feedback.id}
        loading={feedbacks.isPending}
        errorText={feedbacks.isError ? errorMessage(feedbacks.error) : null}
        emptyText={t('EMPTY_FEEDBACK_LIST')}
        onRowClick={feedback => {
          setSelected(feedback)
          setDetailsOpen(true)
        }}
      />
      <FeedbackDetailsDialog
        feedback={selected}
        open={detailsOpen}
        deleting={selected !== null && isDeleting(selected)}
        onDelete={remove}
        onClose={() => { setDetailsOpen(false) }}
      />
    </>
  )
}
