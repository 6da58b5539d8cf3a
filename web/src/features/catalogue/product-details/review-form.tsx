import { SendIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useCreateReview } from '../api/create-review'
import { reviewSchema, type ReviewFormValues } from './review-schema'
import { ReviewTextField } from './review-text-field'

interface ReviewFormProps {
  productId: number
  author: string
  autoFocus?: boolean
}

/** New review for logged-in customers; the author is the current user's e-mail. */
export function ReviewForm ({ productId, author, autoFocus }: ReviewFormProps) {
  const { t } = useTranslation()
  const { showSuccess, showError } = useSnackbar()
  const createReview = useCreateReview()
  const { register, handleSubmit, watch, reset } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { message: '' }
  })
  const message = watch('message')

  const submit = handleSubmit(async ({ message: text }) => {
    try {
      await createReview.mutateAsync({ productId, message: text, author })
      reset()
      showSuccess('CONFIRM_REVIEW_SAVED')
    } catch (err) {
      showError(errorMessage(err))
    }
  })

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ReviewTextField registration={register('message')} length={message.length} autoFocus={autoFocus} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          // An empty (or blank) review is never sent, so there is no error to show for it.
          disabled={message.trim() === '' || createReview.isPending}
        >
          {t('BTN_SEND_REVIEW')}
        </Button>
      </Box>
    </Box>
  )
}
