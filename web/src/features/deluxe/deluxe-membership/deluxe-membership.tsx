import { AllInclusiveIcon, LocalOfferIcon, RocketLaunchIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/price'
import { useSession } from '@/lib/session'
import { getSocket } from '@/lib/socket'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { useDeluxeStatus } from '../api/get-deluxe-status'

const BENEFITS = [
  { icon: <LocalOfferIcon color="primary" fontSize="large" />, title: 'DELUXE_DEALS_TITLE', text: 'DELUXE_DEALS_TEXT' },
  { icon: <RocketLaunchIcon color="primary" fontSize="large" />, title: 'DELUXE_DELIVERY_TITLE', text: 'DELUXE_DELIVERY_TEXT' },
  { icon: <AllInclusiveIcon color="primary" fontSize="large" />, title: 'DELUXE_UNLIMITED_TITLE', text: 'DELUXE_UNLIMITED_TEXT' }
]

// The path of the members' vault, sealed with AES-256-GCM (ciphertext, IV, tag in hex).
const SEALED = '<!-- premium vault: 35eb69dbd4769c05f624bcfeab98e108914daac9e6bfd9f1e8 740dcc17d2ff8adbe9ced6eb 7f792a0bba5bb69a86e2d698ba9cc19b -->'

/** Route /deluxe-membership: the cost, the three benefits and Become member. */
export default function DeluxeMembership () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { hasRole } = useSession()
  const status = useDeluxeStatus()
  const config = useApplicationConfiguration()
  const configured = (config.data?.application as { deluxe?: { logo?: string } } | undefined)?.deluxe?.logo ?? 'deluxe-logo.svg'
  // vuln-code-snippet start svgInjectionChallenge
  const testDecal = params.get('testDecal') // vuln-code-snippet neutral-line svgInjectionChallenge
  const logo = testDecal ? `assets/public/images/decals/${testDecal}` : `assets/public/images/deluxe/${configured}` // vuln-code-snippet vuln-line svgInjectionChallenge
  // Reported once the picture has been fetched (or failed to), so the server has seen the request.
  const reportDecal = () => { if (testDecal) getSocket().emit('verifySvgInjectionChallenge', testDecal) }
  // vuln-code-snippet end svgInjectionChallenge
  const member = hasRole('deluxe')
  return (
    <Paper sx={{ maxWidth: 960, mx: 'auto', overflow: 'hidden' }}>
      <div hidden dangerouslySetInnerHTML={{ __html: SEALED }} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 3, p: { xs: 3, sm: 4 }, background: 'linear-gradient(135deg, #fff3e0 0%, #ffe0b2 100%)', color: '#3e2723' }}>
        <img src={logo} alt={t('TITLE_DELUXE_MEMBERSHIP')} width={160} height={160} style={{ objectFit: 'contain' }} onLoad={reportDecal} onError={reportDecal} />
        <Box sx={{ flex: 1, textAlign: { xs: 'center', sm: 'left' } }}>
          <Typography variant="h4" component="h1" gutterBottom>{t('TITLE_DELUXE_MEMBERSHIP')}</Typography>
          <Typography variant="subtitle1">{t('DELUXE_PITCH')}</Typography>
          {status.isError && <Alert severity="error" sx={{ mt: 2 }}>{errorMessage(status.error)}</Alert>}
          {status.data && !member && (
            <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
              <Typography variant="h5" component="p" id="membershipCost">{t('DELUXE_PRICE', { price: formatPrice(status.data.membershipCost) })}</Typography>
              <Button id="becomeMemberButton" variant="contained" size="large" onClick={() => { void navigate('/payment/deluxe') }}>{t('BTN_BECOME_MEMBER')}</Button>
            </Box>
          )}
          {member && <Alert severity="success" sx={{ mt: 2 }}>{t('DELUXE_ALREADY_MEMBER')}</Alert>}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3, p: { xs: 3, sm: 4 } }}>
        {BENEFITS.map(benefit => (
          <Box key={benefit.title} sx={{ textAlign: 'center', p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
            {benefit.icon}
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{t(benefit.title)}</Typography>
            <Typography variant="body2" color="text.secondary">{t(benefit.text)}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}
