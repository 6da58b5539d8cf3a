import { AddIcon, DeleteIcon, RemoveIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
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

interface LineProps extends Omit<BasketTableProps, 'products' | 'busyItemId'> {
  product: BasketProduct
  busy: boolean
}

function QuantityStepper ({ product, busy, onQuantityChange }: Pick<LineProps, 'product' | 'busy' | 'onQuantityChange'>) {
  const { t } = useTranslation()
  const item = product.BasketItem
  return (
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
  )
}

function RemoveButton ({ product, busy, onRemove }: Pick<LineProps, 'product' | 'busy' | 'onRemove'>) {
  const { t } = useTranslation()
  return (
    <IconButton aria-label={t('BTN_REMOVE_FROM_BASKET', { product: product.name })} disabled={busy} onClick={() => { onRemove(product.BasketItem) }}>
      <DeleteIcon />
    </IconButton>
  )
}

const linePrice = (product: BasketProduct, deluxe: boolean): string =>
  formatPrice(lineTotal({ ...product, quantity: product.BasketItem.quantity }, deluxe))

/**
 * On a phone the five columns do not fit: each line becomes a small card with the name and price on
 * top and the quantity and remove buttons below, so nothing is cut and nothing needs scrolling.
 */
function BasketList ({ products, deluxe, busyItemId, ...actions }: BasketTableProps) {
  const { t } = useTranslation()
  return (
    <Box component="ul" aria-label={t('TITLE_BASKET')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map(product => {
        const busy = busyItemId === product.BasketItem.id
        return (
          <Box
            component="li"
            key={product.BasketItem.id}
            aria-label={product.name}
            sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
              <ProductImage image={product.image} alt={product.name} height={56} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{product.name}</Typography>
                <Typography variant="body1" sx={{ whiteSpace: 'nowrap' }}>{linePrice(product, deluxe)}</Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', ml: -1, mb: -1 }}>
                <QuantityStepper product={product} busy={busy} onQuantityChange={actions.onQuantityChange} />
                <RemoveButton product={product} busy={busy} onRemove={actions.onRemove} />
              </Box>
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}

export function BasketTable (props: BasketTableProps) {
  const { t } = useTranslation()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })
  if (phone) return <BasketList {...props} />
  const { products, deluxe, busyItemId, onQuantityChange, onRemove } = props
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
            const busy = busyItemId === product.BasketItem.id
            return (
              <TableRow key={product.BasketItem.id}>
                <TableCell>
                  <Box sx={{ width: 64, borderRadius: 1, overflow: 'hidden' }}>
                    <ProductImage image={product.image} alt={product.name} height={64} />
                  </Box>
                </TableCell>
                <TableCell><Typography variant="body1">{product.name}</Typography></TableCell>
                <TableCell align="center"><QuantityStepper product={product} busy={busy} onQuantityChange={onQuantityChange} /></TableCell>
                <TableCell align="right">{linePrice(product, deluxe)}</TableCell>
                <TableCell><RemoveButton product={product} busy={busy} onRemove={onRemove} /></TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
