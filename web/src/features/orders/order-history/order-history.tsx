import { LocalShippingOutlinedIcon, PictureAsPdfIcon, RateReviewOutlinedIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/locale-format'
import { formatPrice } from '@/lib/price'
import { useOrderHistory } from '../api/get-order-history'

/** Route /order-history: the customer's orders, newest first, each with tracking and its PDF. */
export default function OrderHistory () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const history = useOrderHistory()
  const orders = history.data ?? []
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('TITLE_ORDER_HISTORY')}</Typography>
      {history.isFetching && <LinearProgress color="secondary" aria-label={t('LOADING')} />}
      {history.isError && <Alert severity="error">{errorMessage(history.error)}</Alert>}
      {orders.length === 0 && !history.isLoading && <Paper sx={{ p: 3 }}><Typography color="text.secondary">{t('NO_ORDERS_PLACED')}</Typography></Paper>}
      {orders.map(order => (
        <Paper key={order.orderId} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} aria-label={`${t('LABEL_ORDER_ID')} ${order.orderId}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="overline" color="text.secondary">{t('LABEL_ORDER_ID')}</Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>#{order.orderId}</Typography>
              {order.createdAt && <Typography variant="body2" color="text.secondary">{formatDate(order.createdAt)}</Typography>}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="h6" component="p">{formatPrice(order.totalPrice)}</Typography>
              <Typography variant="body2" color="text.secondary">{t('LABEL_BONUS')}: {order.bonus}</Typography>
            </Box>
            <Chip label={t(order.delivered ? 'ORDER_STATUS_DELIVERED' : 'LABEL_IN_TRANSIT')} color={order.delivered ? 'success' : 'warning'} variant="outlined" />
          </Box>
          <Table size="small">
            <TableBody>
              {order.products.map(product => (
                <TableRow key={product.name}>
                  <TableCell>{product.name}</TableCell>
                  <TableCell align="right">{product.quantity} × {formatPrice(product.price)}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatPrice(product.total)}</TableCell>
                  <TableCell align="right" padding="checkbox">
                    <Tooltip title={t('BTN_WRITE_REVIEW')}>
                      <IconButton aria-label={t('BTN_WRITE_REVIEW')} onClick={() => { void navigate(`/search?q=${encodeURIComponent(product.name)}&review=1`) }}><RateReviewOutlinedIcon /></IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 2 }}>
            <Button startIcon={<PictureAsPdfIcon />} href={`./ftp/order_${encodeURIComponent(order.orderId)}.pdf`} target="_blank" rel="noopener">{t('BTN_PRINT_ORDER_CONFIRMATION')}</Button>
            <Button variant="contained" startIcon={<LocalShippingOutlinedIcon />} onClick={() => { void navigate(`/track-result?id=${encodeURIComponent(order.orderId)}`) }}>{t('BTN_TRACK')}</Button>
          </Box>
        </Paper>
      ))}
    </Box>
  )
}
