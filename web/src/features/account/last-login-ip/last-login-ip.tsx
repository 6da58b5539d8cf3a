import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session'

export default function LastLoginIp () {
  const { t } = useTranslation()
  const { user } = useSession()
  const ip = user?.lastLoginIp ?? ''
  return (
    <Paper sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('TITLE_LAST_LOGIN_IP')}</Typography>
      <Typography variant="body1" component="p" id="lastLoginIp">
        {t('LABEL_LAST_LOGIN_IP')}{' '}
        {/* Planted (lastLoginIpXssChallenge): the stored address is shown as markup. */}
        <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }} dangerouslySetInnerHTML={{ __html: ip || t('LABEL_LAST_LOGIN_IP_UNKNOWN') }} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('LAST_LOGIN_IP_EXPLAINED')}</Typography>
    </Paper>
  )
}
