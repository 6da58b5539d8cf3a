import { CurrencyBitcoinIcon, DescriptionIcon, ExpandMoreIcon } from '@/components/icons'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { formatDate } from '@/lib/locale-format'
import { useTokenSaleTeaser } from '../api/get-token-sale-teaser'

/** Spec 000: the coin's name comes from the configuration, with a built-in default. */
const DEFAULT_COIN = 'Pulpcoin'
const FAQ = [1, 2, 3, 4]

export default function TokenSale () {
  const { t } = useTranslation()
  const { data: config } = useApplicationConfiguration()
  const teaser = useTokenSaleTeaser()
  const coin = (config?.application?.altcoinName ?? '').trim() || teaser.data?.coin || DEFAULT_COIN
  const params = { coin, bonus: teaser.data?.bonusPercent ?? 20, ends: formatDate(teaser.data?.presaleEnds) ?? teaser.data?.presaleEnds ?? '' }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', mt: { xs: 1, sm: 3 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, mb: 3, color: 'common.white', background: 'linear-gradient(135deg, #e65100 0%, #f9a825 100%)' }}>
        <Chip label={t('TOKEN_SALE_BADGE')} sx={{ bgcolor: 'rgba(255,255,255,0.25)', color: 'inherit', mb: 2 }} />
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, fontSize: { xs: '2rem', sm: '3rem' } }}>
          <CurrencyBitcoinIcon fontSize="inherit" /> {t('TITLE_TOKEN_SALE', params)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 640 }}>{t('TOKEN_SALE_PITCH', params)}</Typography>
        {teaser.data && <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('TOKEN_SALE_BONUS', params)}</Typography>}
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" color="inherit" sx={{ bgcolor: 'common.white', color: '#bf360c', '&:hover': { bgcolor: 'grey.100' } }} startIcon={<DescriptionIcon />} href={teaser.data?.whitepaper ?? 'ftp/pulpcoin-whitepaper.md'} target="_blank" rel="noopener">
            {t('BTN_READ_WHITEPAPER')}
          </Button>
        </Box>
      </Paper>
      <Typography variant="h5" component="h2" gutterBottom>{t('TOKEN_SALE_FAQ_TITLE')}</Typography>
      {FAQ.map(n => (
        <Accordion key={n} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 500 }}>{t(`TOKEN_SALE_FAQ_Q${n}`, params)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`TOKEN_SALE_FAQ_A${n}`, params)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}
