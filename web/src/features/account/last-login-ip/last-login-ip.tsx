import { RouterIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session'

/** The IP address of the previous login, as the login token carries it. */
export default function LastLoginIp () {
  const { t } = useTranslation()
  const { user } = useSession()
  const ip = user?.lastLoginIp && user.lastLoginIp !== '' ? user.lastLoginIp : '0.0.0.0'
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, display: 'flex', gap: 3, alignItems: 'center' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '50%', p: 2, display: 'flex' }}>
        <RouterIcon fontSize="large" />
      </Box>
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>{t('TITLE_LAST_LOGIN_IP')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('LABEL_YOUR_LAST_LOGIN_IP')}</Typography>
        {/* Planted (lastLoginIpXssChallenge): the stored address is shown as markup. */}
        <Typography component="small" id="lastLoginIp" variant="caption" sx={{ fontFamily: 'monospace', fontSize: 16 }} dangerouslySetInnerHTML={{ __html: ip }} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('LAST_LOGIN_IP_EXPLAINED')}</Typography>
      </Box>
    </Paper>
  )
}
