import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBasketItemCount } from '@/features/basket/api/get-basket'

export default function BasketButton ({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const count = useBasketItemCount()
  return (
    <Button
      id="basketButton"
      component={Link}
      to="/basket"
      color="inherit"
      aria-label={t('NAV_BASKET_COUNT', { count })}
      startIcon={compact ? undefined : <Badge badgeContent={count} color="primary" showZero><ShoppingCartIcon /></Badge>}
      sx={{ minWidth: 0 }}
    >
      {compact ? <Badge badgeContent={count} color="primary" showZero><ShoppingCartIcon /></Badge> : t('NAV_BASKET')}
    </Button>
  )
}
