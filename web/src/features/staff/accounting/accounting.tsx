import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { OrdersTable } from './orders-table'
import { ProductsTable } from './products-table'

/** Accounting (accounting guard): orders with their delivery status, products with price and stock. */
export default function Accounting () {
  const { t } = useTranslation()
  return (
    <Stack spacing={3} sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h5" component="h1">{t('TITLE_ACCOUNTING')}</Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper component="section" aria-labelledby="accounting-orders-title" sx={{ p: 2, flex: 1, width: '100%', minWidth: 0 }}>
          <Typography id="accounting-orders-title" variant="h6" component="h2">{t('SECTION_ORDERS')}</Typography>
          <OrdersTable />
        </Paper>
        <Paper component="section" aria-labelledby="accounting-products-title" sx={{ p: { xs: 1, sm: 2 }, flex: 1.3, width: '100%', minWidth: 0, overflowX: 'auto' }}>
          <Typography id="accounting-products-title" variant="h6" component="h2">{t('SECTION_PRODUCTS')}</Typography>
          <ProductsTable />
        </Paper>
      </Stack>
    </Stack>
  )
}
