import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Feedback } from '../api/feedbacks'

/** Seven rotating pictures, 300 px high. */
export const SLIDE_IMAGES = [
  'blood-orange-blast.svg',
  'mango-monsoon.svg',
  'green-goddess-smoothie.svg',
  'passion-fruit-sunrise.svg',
  'berry-bramble-smoothie.svg',
  'watermelon-cooler.svg',
  'lemon-lightning.svg'
].map(name => `assets/public/images/products/${name}`)
export const SLIDE_HEIGHT = 300
const ROTATE_EVERY_MS = 5000

/** Customer feedback over the slideshow pictures; the comment is shown as the customer wrote it. */
export function FeedbackSlideshow ({ feedbacks }: { feedbacks: Feedback[] }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const count = Math.max(feedbacks.length, 1)
  useEffect(() => {
    const timer = setInterval(() => { setIndex(i => (i + 1) % count) }, ROTATE_EVERY_MS)
    return () => { clearInterval(timer) }
  }, [count])
  const current = feedbacks[index % count]
  const step = (by: number) => { setIndex(i => (i + by + count) % count) }

  return (
    <Box id="feedback-slideshow" sx={{ position: 'relative', height: SLIDE_HEIGHT, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}>
      {/* Shown whole ("contain"): the square pictures lost most of themselves to "cover" on a wide slide. */}
      <Box component="img" src={SLIDE_IMAGES[index % SLIDE_IMAGES.length]} alt="" sx={{ width: '100%', height: SLIDE_HEIGHT, objectFit: 'contain', objectPosition: 'center top', display: 'block' }} />
      {current && (
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 2, pr: 7, pl: 7, color: 'common.white', background: 'linear-gradient(transparent, rgba(0,0,0,0.75))' }}>
          <Box role="img" aria-label={t('LABEL_RATING_STARS', { rating: current.rating })} sx={{ display: 'flex', mb: 0.5 }}>
            {Array.from({ length: Math.max(0, Math.min(5, current.rating)) }, (_, i) => <StarIcon key={i} fontSize="small" sx={{ color: '#ffca28' }} />)}
          </Box>
          {/* Comments are shown as markup, so formatting customers typed survives. */}
          <Box className="feedback-comment" sx={{ typography: 'body1', fontStyle: 'italic', wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: current.comment }} />
        </Box>
      )}
      <IconButton aria-label={t('BTN_PREVIOUS')} onClick={() => { step(-1) }} sx={{ position: 'absolute', left: 4, top: '45%', color: 'common.white', bgcolor: 'rgba(0,0,0,0.3)' }}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label={t('BTN_NEXT')} onClick={() => { step(1) }} sx={{ position: 'absolute', right: 4, top: '45%', color: 'common.white', bgcolor: 'rgba(0,0,0,0.3)' }}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  )
}
