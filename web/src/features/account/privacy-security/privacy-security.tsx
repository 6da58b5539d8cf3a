import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'

/** Container of the privacy and security child routes. */
export default function PrivacySecurity () {
  const { t } = useTranslation()
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{t('TITLE_PRIVACY_AND_SECURITY')}</Typography>
      <Outlet />
    </Box>
  )
}
