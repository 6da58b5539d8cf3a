import { CreditCardIcon, DeleteOutlineIcon } from '@/components/icons'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Card } from '../api/get-cards'

interface CardTableProps {
  cards: Card[]
  /** Select mode shows a radio per card; manage mode a remove button. */
  selected?: number | null
  onSelect?: (id: number) => void
  onRemove?: (id: number) => void
}

/** Saved cards: number (last four digits), holder and expiry. */
export function CardTable ({ cards, selected, onSelect, onRemove }: CardTableProps) {
  const { t } = useTranslation()
  if (cards.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{t('NO_SAVED_CARDS')}</Typography>
  return (
    <Table size="small" aria-label={t('TITLE_SAVED_PAYMENT_METHODS')}>
      <TableHead>
        <TableRow>
          {onSelect && <TableCell padding="checkbox" />}
          <TableCell>{t('LABEL_CARD_NUMBER')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('LABEL_CARD_HOLDER')}</TableCell>
          <TableCell>{t('LABEL_EXPIRES_ON')}</TableCell>
          {onRemove && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {cards.map(card => (
          <TableRow key={card.id} hover selected={selected === card.id} onClick={onSelect ? () => { onSelect(card.id) } : undefined} sx={{ cursor: onSelect ? 'pointer' : 'default' }}>
            {onSelect && <TableCell padding="checkbox"><Radio checked={selected === card.id} slotProps={{ input: { 'aria-label': card.cardNum.slice(-4) } }} /></TableCell>}
            <TableCell><span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}><CreditCardIcon fontSize="small" color="action" />•••• {card.cardNum.slice(-4)}</span></TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{card.fullName}</TableCell>
            <TableCell>{String(card.expMonth).padStart(2, '0')}/{card.expYear}</TableCell>
            {onRemove && <TableCell align="right"><IconButton aria-label={t('BTN_REMOVE')} onClick={() => { onRemove(card.id) }}><DeleteOutlineIcon /></IconButton></TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
