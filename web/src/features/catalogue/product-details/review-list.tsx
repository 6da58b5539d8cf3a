import Alert from '@mui/material/Alert'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useProductReviews, type Review } from '../api/get-reviews'
import { useLikeReview } from '../api/like-review'
import { EditReviewDialog } from './edit-review-dialog'
import { ReviewItem } from './review-item'

interface ReviewListProps {
  productId: number
  currentEmail: string | null
}

export function ReviewList ({ productId, currentEmail }: ReviewListProps) {
  const { t } = useTranslation()
  const { showError } = useSnackbar()
  const reviews = useProductReviews(productId)
  const likeReview = useLikeReview()
  const [editing, setEditing] = useState<Review | null>(null)

  const like = (review: Review) => {
    likeReview.mutate({ productId, reviewId: review._id }, { onError: err => { showError(errorMessage(err)) } })
  }

  if (reviews.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (reviews.isError) return <Alert severity="warning">{errorMessage(reviews.error)}</Alert>

  const list = reviews.data
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {t('TITLE_REVIEWS_COUNT', { count: list.length })}
      </Typography>
      {list.length === 0
        ? <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{t('EMPTY_REVIEW_LIST')}</Typography>
        : list.map((review, index) => (
          <Fragment key={review._id}>
            {index > 0 && <Divider component="div" />}
            <ReviewItem
              review={review}
              currentEmail={currentEmail}
              liking={likeReview.isPending && likeReview.variables?.reviewId === review._id}
              onLike={like}
              onEdit={setEditing}
            />
          </Fragment>
        ))}
      {editing !== null && (
        <EditReviewDialog productId={productId} review={editing} onClose={() => { setEditing(null) }} />
      )}
    </>
  )
}
