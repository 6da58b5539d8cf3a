import { ShoppingCartIcon } from '@/components/icons'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBasketItemCount } from '@/features/basket/api/get-basket'
import { visuallyHidden } from '@/lib/visually-hidden'

export default function BasketButton ({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const count = useBasketItemCount()
  // The badge's bare number is hidden from screen readers; the words after the visible label say it.
  const badge = <Badge badgeContent={count} color="primary" showZero aria-hidden><ShoppingCartIcon /></Badge>
  return (
    <Button id="basketButton" component={Link} to="/basket" color="inherit" startIcon={compact ? undefined : badge} sx={{ minWidth: 0 }}>
      {compact ? badge : t('NAV_BASKET')}
      <Box component="span" sx={visuallyHidden}>{compact ? t('NAV_BASKET_COUNT', { count }) : `, ${t('NAV_BASKET_ITEMS', { count })}`}</Box>
    </Button>
  )
}
