import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@/lib/price'

interface PriceBoxProps { items: number, delivery: number, promotion: number, total: number }

/** Items, delivery, promotion and total, as on a receipt. */
export function PriceBox ({ items, delivery, promotion, total }: PriceBoxProps) {
  const { t } = useTranslation()
  const row = (label: string, amount: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, py: 0.5 }}>
      <Typography fontWeight={strong ? 600 : 400}>{t(label)}</Typography>
      <Typography fontWeight={strong ? 600 : 400}>{amount}</Typography>
    </Box>
  )
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, minWidth: 260 }} aria-label={t('LABEL_PRICE_SUMMARY')}>
      {row('LABEL_ITEMS', formatPrice(items))}
      {row('LABEL_DELIVERY', formatPrice(delivery))}
      {row('LABEL_PROMOTION', promotion > 0 ? `−${formatPrice(promotion)}` : formatPrice(0))}
      <Divider sx={{ my: 1 }} />
      {row('LABEL_TOTAL_PRICE', formatPrice(total), true)}
    </Box>
  )
}
