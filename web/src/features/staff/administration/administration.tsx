import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { FeedbackTable } from './feedback-table'
import { UserTable } from './user-table'

/**
 * Administration (admin guard in the router): registered users and customer feedback,
 * ten rows a page each. No menu links here; the route is reached by typing it (adminSectionChallenge).
 */
export default function Administration () {
  const { t } = useTranslation()

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h5" component="h1">{t('TITLE_ADMINISTRATION')}</Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper component="section" aria-labelledby="admin-users-title" sx={{ p: 2, flex: 1, width: '100%', minWidth: 0 }}>
          <Typography id="admin-users-title" variant="h6" component="h2">{t('SECTION_USER')}</Typography>
          <UserTable label={t('SECTION_USER')} />
        </Paper>
        <Paper component="section" aria-labelledby="admin-feedback-title" sx={{ p: 2, flex: 1, width: '100%', minWidth: 0 }}>
          <Typography id="admin-feedback-title" variant="h6" component="h2">{t('SECTION_CUSTOMER_FEEDBACK')}</Typography>
          <FeedbackTable label={t('SECTION_CUSTOMER_FEEDBACK')} />
        </Paper>
      </Stack>
    </Stack>
  )
}
