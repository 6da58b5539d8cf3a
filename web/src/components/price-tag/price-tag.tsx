import Box from '@mui/material/Box'
import Typography, { type TypographyProps } from '@mui/material/Typography'
import { effectivePrice, formatPrice } from '@/lib/price'

interface PriceTagProps {
  price: number
  deluxePrice?: number | null
  /** The viewer is a deluxe member (session role 'deluxe'). */
  deluxe: boolean
  variant?: TypographyProps['variant']
}

/** Deluxe members see their price, with the normal one struck through when it differs. */
export function PriceTag ({ price, deluxePrice, deluxe, variant = 'body1' }: PriceTagProps) {
  const shown = effectivePrice({ price, deluxePrice }, deluxe)
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1 }}>
      {shown !== price && (
        <Typography component="s" variant="body2" color="text.secondary">{formatPrice(price)}</Typography>
      )}
      <Typography component="span" variant={variant} sx={{ fontWeight: 500 }}>{formatPrice(shown)}</Typography>
    </Box>
  )
}
