import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import RemoveIcon from '@mui/icons-material/Remove'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ProductImage } from '@/components/product-image/product-image'
import { formatPrice } from '@/lib/price'
import type { BasketProduct } from '../api/get-basket'
import { MIN_BASKET_QUANTITY, clampQuantity, lineTotal } from '../basket-math'

interface BasketTableProps {
  products: BasketProduct[]
  deluxe: boolean
  /** Basket item id of a change under way; its buttons wait for the answer. */
  busyItemId: number | null
  onQuantityChange: (item: BasketProduct['BasketItem'], quantity: number) => void
  onRemove: (item: BasketProduct['BasketItem']) => void
}

export function BasketTable ({ products, deluxe, busyItemId, onQuantityChange, onRemove }: BasketTableProps) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table aria-label={t('TITLE_BASKET')}>
        <TableHead>
          <TableRow>
            {/* Image and remove columns need no heading: the picture has alt text, the button a label. */}
            <TableCell sx={{ width: 88 }} />
            <TableCell>{t('LABEL_PRODUCT')}</TableCell>
            <TableCell align="center">{t('LABEL_QUANTITY')}</TableCell>
            <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map(product => {
            const item = product.BasketItem
            const busy = busyItemId === item.id
            return (
              <TableRow key={item.id}>
                <TableCell>
                  <Box sx={{ width: 64, borderRadius: 1, overflow: 'hidden' }}>
                    <ProductImage image={product.image} alt={product.name} height={64} />
                  </Box>
                </TableCell>
                <TableCell><Typography variant="body1">{product.name}</Typography></TableCell>
                <TableCell align="center">
                  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <IconButton
                      size="small"
                      aria-label={t('BTN_DECREASE_QUANTITY', { product: product.name })}
                      disabled={busy || item.quantity <= MIN_BASKET_QUANTITY}
                      onClick={() => { onQuantityChange(item, clampQuantity(item.quantity - 1)) }}
                    >
                      <RemoveIcon fontSize="small" />
                    </IconButton>
                    <Typography component="span" sx={{ minWidth: 28, textAlign: 'center' }}>{item.quantity}</Typography>
                    <IconButton
                      size="small"
                      aria-label={t('BTN_INCREASE_QUANTITY', { product: product.name })}
                      disabled={busy}
                      onClick={() => { onQuantityChange(item, clampQuantity(item.quantity + 1)) }}
                    >
                      <AddIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </TableCell>
                <TableCell align="right">{formatPrice(lineTotal({ ...product, quantity: item.quantity }, deluxe))}</TableCell>
                <TableCell>
                  <IconButton aria-label={t('BTN_REMOVE_FROM_BASKET', { product: product.name })} disabled={busy} onClick={() => { onRemove(item) }}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
