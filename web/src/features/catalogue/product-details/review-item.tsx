import { EditIcon, ThumbUpIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Review } from '../api/get-reviews'

/** The author value the server stores for reviews written without an account. */
export const ANONYMOUS_AUTHOR = 'Anonymous'

interface ReviewItemProps {
  review: Review
  /** E-mail of the logged-in user, null when logged out. */
  currentEmail: string | null
  liking: boolean
  onLike: (review: Review) => void
  onEdit: (review: Review) => void
}

export function ReviewItem ({ review, currentEmail, liking, onLike, onEdit }: ReviewItemProps) {
  const { t } = useTranslation()
  const alreadyLiked = currentEmail !== null && (review.likedBy ?? []).includes(currentEmail)
  // Only one's own, non-anonymous reviews can be edited.
  const ownReview = currentEmail !== null && review.author === currentEmail && review.author !== ANONYMOUS_AUTHOR
  const likes = review.likesCount ?? 0

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
          {review.author === ANONYMOUS_AUTHOR ? t('LABEL_ANONYMOUS') : review.author}
        </Typography>
        {/* Reviews are in the writer's language: dir="auto" keeps an English one readable in Arabic. */}
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{review.message}</Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {currentEmail !== null
          ? (
            <IconButton
              size="small"
              aria-label={t('BTN_LIKE')}
              title={t('BTN_LIKE')}
              disabled={alreadyLiked || liking}
              color={alreadyLiked ? 'primary' : 'default'}
              onClick={() => { onLike(review) }}
            >
              <ThumbUpIcon fontSize="small" />
            </IconButton>
            )
          : <ThumbUpIcon fontSize="small" sx={{ color: 'text.disabled', mx: 0.5 }} aria-hidden />}
        <Typography variant="body2" aria-label={t('LABEL_LIKES_COUNT', { count: likes })} sx={{ minWidth: 16 }}>{likes}</Typography>
        {ownReview && (
          <IconButton size="small" aria-label={t('BTN_EDIT')} title={t('BTN_EDIT')} onClick={() => { onEdit(review) }}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Stack>
  )
}
