import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorText } from '@/components/form-page/field-error'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useEditReview } from '../api/edit-review'
import type { Review } from '../api/get-reviews'
import { reviewSchema, type ReviewFormValues } from './review-schema'
import { ReviewTextField } from './review-text-field'

/** The review edit dialog is 500 px wide. */
const EDIT_DIALOG_WIDTH = 500

interface EditReviewDialogProps {
  productId: number
  review: Review
  onClose: () => void
}

/** Mounted only while open, so each opening starts from the review's current text. */
export function EditReviewDialog ({ productId, review, onClose }: EditReviewDialogProps) {
  const { t } = useTranslation()
  const { showSuccess, showError } = useSnackbar()
  const editReview = useEditReview()
  const { register, handleSubmit, watch, formState: { errors } } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    mode: 'onChange',
    defaultValues: { message: review.message }
  })
  const message = watch('message')

  const submit = handleSubmit(async ({ message: text }) => {
    try {
      await editReview.mutateAsync({ productId, reviewId: review._id, message: text })
      showSuccess('CONFIRM_CHANGES_SAVED')
      onClose()
    } catch (err) {
      showError(errorMessage(err))
    }
  })

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="edit-review-title"
      slotProps={{ paper: { sx: { width: EDIT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="edit-review-title">{t('TITLE_EDIT_REVIEW')}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <ReviewTextField
            registration={register('message')}
            length={message.length}
            error={fieldErrorText(t, errors.message)}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('BTN_CANCEL')}</Button>
          <Button type="submit" variant="contained" disabled={message.trim() === '' || editReview.isPending}>{t('BTN_SAVE')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
