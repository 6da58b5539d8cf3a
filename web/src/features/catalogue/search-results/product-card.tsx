import { AddShoppingCartIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PriceTag } from '@/components/price-tag/price-tag'
import { ProductImage } from '@/components/product-image/product-image'
import type { Product } from '../api/search-products'
import { stockState } from './stock'

interface ProductCardProps {
  product: Product
  quantity: number | undefined
  deluxe: boolean
  /** Logged in: only then can anything go into a basket. */
  canAdd: boolean
  adding: boolean
  onOpen: (product: Product) => void
  onAdd: (product: Product) => void
}

export function ProductCard ({ product, quantity, deluxe, canAdd, adding, onOpen, onAdd }: ProductCardProps) {
  const { t } = useTranslation()
  const stock = stockState(quantity)

  return (
    <Card sx={{ position: 'relative', display: 'flex', flexDirection: 'column', height: '100%' }}>
      {stock !== 'in-stock' && (
        // A plain label in a chip's shape: MUI's Chip (clickable, deletable) would add 2.8 kB to the first load.
        <Box
          component="span"
          sx={{
            position: 'absolute', top: 8, left: 8, zIndex: 1, px: 1.25, height: 24, borderRadius: '12px', boxShadow: 2,
            display: 'inline-flex', alignItems: 'center', typography: 'caption', fontWeight: 500,
            bgcolor: stock === 'sold-out' ? 'error.main' : 'warning.main',
            color: stock === 'sold-out' ? 'error.contrastText' : 'warning.contrastText'
          }}
        >
          {stock === 'sold-out' ? t('LABEL_SOLD_OUT') : t('LABEL_LOW_STOCK', { quantity })}
        </Box>
      )}
      <CardActionArea onClick={() => { onOpen(product) }} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <ProductImage image={product.image} alt={product.name} height={180} />
        <CardContent sx={{ flexGrow: 1, width: '100%' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, lineHeight: 1.3, mb: 1 }}>{product.name}</Typography>
          <PriceTag price={product.price} deluxePrice={product.deluxePrice} deluxe={deluxe} />
        </CardContent>
      </CardActionArea>
      {canAdd && stock !== 'sold-out' && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button
            fullWidth
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            disabled={adding}
            onClick={() => { onAdd(product) }}
          >
            {t('BTN_ADD_TO_BASKET')}
          </Button>
        </CardActions>
      )}
    </Card>
  )
}
