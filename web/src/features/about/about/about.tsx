import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { useFeedbacks } from '../api/feedbacks'
import { FeedbackSlideshow } from './feedback-slideshow'
import { SocialLinks } from './social-links'

const STORY = ['ABOUT_STORY_1', 'ABOUT_STORY_2', 'ABOUT_STORY_3']

export default function About () {
  const { t } = useTranslation()
  const { data: config } = useApplicationConfiguration()
  const feedbacks = useFeedbacks()

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto', mt: { xs: 1, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('TITLE_ABOUT')}</Typography>
      <Typography variant="h6" component="h2" color="primary" gutterBottom>{t('ABOUT_STORY_TITLE')}</Typography>
      {STORY.map(key => <Typography key={key} variant="body1" paragraph>{t(key)}</Typography>)}
      <Typography variant="body1" paragraph>
        {t('ABOUT_PROMOTION_PREFIX')}{' '}
        <Link id="promotionLink" href="promotion">{t('LINK_PROMOTION')}</Link>
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        {t('ABOUT_TERMS_PREFIX')}{' '}
        <Link href="ftp/legal.md" target="_blank" rel="noopener">{t('LINK_TERMS_OF_USE')}</Link>
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>{t('SECTION_CUSTOMER_FEEDBACK')}</Typography>
      <FeedbackSlideshow feedbacks={feedbacks.data ?? []} />
      <Box sx={{ mt: 3 }}>
        <SocialLinks social={config?.application?.social} />
      </Box>
    </Paper>
  )
}
