import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/lib/price'

export interface Line { name: string, price: number, quantity: number, total: number }

/** A read-only product table with an optional totals footer. */
export function OrderLines ({ lines, total }: { lines: Line[], total?: number }) {
  const { t } = useTranslation()
  return (
    <Table size="small" aria-label={t('LABEL_PRODUCTS')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('LABEL_PRODUCT')}</TableCell>
          <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
          <TableCell align="right">{t('LABEL_QUANTITY')}</TableCell>
          <TableCell align="right">{t('LABEL_TOTAL_PRICE')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map(line => (
          <TableRow key={line.name}>
            <TableCell>{line.name}</TableCell>
            <TableCell align="right">{formatPrice(line.price)}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{formatPrice(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      {total !== undefined && (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}>{t('LABEL_TOTAL_PRICE')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}>{formatPrice(total)}</TableCell>
          </TableRow>
        </TableFooter>
      )}
    </Table>
  )
}
