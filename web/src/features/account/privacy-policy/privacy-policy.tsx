import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useApplicationConfiguration, useApplicationName } from '@/features/meta/api/get-application-configuration'
import { formatDate } from '@/lib/locale-format'
import { PolicySections } from './policy-sections'

const SEAL = 'assets/public/images/privacy/policy-seal.svg'
const EFFECTIVE_DATE = '2019-03-15'

/** The shop's privacy policy (static legal text, effective March 15, 2019). */
export default function PrivacyPolicy () {
  const { t, i18n } = useTranslation()
  const appName = useApplicationName()
  const { data: config } = useApplicationConfiguration()
  const { protocol, host } = window.location
  const site = `${protocol}//${host}`
  const configured = config?.application?.privacyContactEmail
  const contactEmail = typeof configured === 'string' && configured.trim() !== '' ? configured : `donotreply@${window.location.hostname}`

  return (
    <Paper component="article" id="privacyPolicy" sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box component="img" src={SEAL} alt={t('LABEL_PRIVACY_SEAL')} sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 } }} />
        <Box>
          <Typography variant="h5" component="h2">{t('TITLE_PRIVACY_POLICY')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('PRIVACY_POLICY_EFFECTIVE', { date: formatDate(EFFECTIVE_DATE, i18n.language, 'long') })}</Typography>
        </Box>
      </Box>
      {!i18n.language.startsWith('en') && <Alert severity="info" sx={{ mb: 2 }}>{t('PRIVACY_POLICY_ENGLISH_ONLY')}</Alert>}
      <Divider sx={{ mb: 1 }} />
      <Typography
        component="div"
        variant="body1"
        sx={theme => ({
          '& section': { mt: 2 },
          '& .policy-title': { ...theme.typography.h6, m: 0 },
          '& p': { my: 0.5, lineHeight: 1.7 }
        })}
      >
        <PolicySections appName={appName} site={site} contactEmail={contactEmail} />
      </Typography>
    </Paper>
  )
}
