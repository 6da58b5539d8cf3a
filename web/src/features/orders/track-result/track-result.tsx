import { ManageSearchIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { OrderLines } from '@/components/order-lines/order-lines'
import { errorMessage } from '@/lib/api-client'
import { useTrackOrder } from '../api/track-order'
import { STATUS_KEYS, orderStatus } from '../components/order-status'

/** Opened without ?id=: say where an order id is found instead of leaving a bare heading. */
function NoOrderId () {
  const { t } = useTranslation()
  return (
    <Box sx={{ textAlign: 'center', py: 3 }} data-testid="track-no-order-id">
      <ManageSearchIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h6" component="p">{t('TRACK_NO_ORDER_ID')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('TRACK_NO_ORDER_ID_HINT')}</Typography>
      <Button variant="contained" component={Link} to="/order-history">{t('NAV_ORDER_HISTORY')}</Button>
    </Box>
  )
}

/** Routes /track-result?id= and /track-result/new?id=: where an order is and what it holds. */
export default function TrackResult () {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const markedNew = useLocation().pathname.endsWith('/new')
  const id = params.get('id') ?? ''
  const tracked = useTrackOrder(id)
  const order = tracked.data
  const status = order ? orderStatus(order, markedNew) : 0
  // vuln-code-snippet start reflectedXssChallenge
  const heading = `${t('TITLE_SEARCH_RESULTS')} - <code>${id}</code>` // vuln-code-snippet neutral-line reflectedXssChallenge
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom id="orderId" sx={{ wordBreak: 'break-all' }} dangerouslySetInnerHTML={{ __html: heading }} /> {/* vuln-code-snippet vuln-line reflectedXssChallenge */}
      {/* vuln-code-snippet end reflectedXssChallenge */}
      {id === '' && <NoOrderId />}
      {tracked.isFetching && <LinearProgress color="secondary" aria-label={t('LOADING')} />}
      {tracked.isError && <Alert severity="error">{errorMessage(tracked.error)}</Alert>}
      {tracked.isSuccess && !order && <Alert severity="info">{t('ORDER_NOT_FOUND')}</Alert>}
      {order && (
        <>
          <Stepper activeStep={status} alternativeLabel sx={{ my: 3 }}>
            {STATUS_KEYS.map((key, index) => <Step key={key} completed={index < status || status === 3}><StepLabel>{t(key)}</StepLabel></Step>)}
          </Stepper>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mb: 2 }}>
            <Typography><strong>{t('LABEL_STATUS')}:</strong> <span id="orderStatus">{t(STATUS_KEYS[status])}</span></Typography>
            <Typography><strong>{t('LABEL_EXPECTED_DELIVERY')}:</strong> {order.delivered ? '–' : order.eta === null ? '?' : t('LABEL_DAYS', { count: order.eta })}</Typography>
            <Typography><strong>{t('LABEL_BONUS')}:</strong> {order.bonus}</Typography>
          </Box>
          <OrderLines lines={order.products} total={order.totalPrice} />
        </>
      )}
    </Paper>
  )
}
