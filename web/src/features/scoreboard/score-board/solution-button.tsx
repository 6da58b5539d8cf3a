import { MenuBookIcon } from '@/components/icons'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from 'react-i18next'

/** Opens the challenge's trainer solution; shown only when the shop is set to show solutions. */
export function SolutionButton ({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation()
  return (
    <IconButton size="small" title={t('BTN_SOLUTION')} aria-label={t('BTN_SOLUTION_FOR', { challenge: name })} onClick={onClick}>
      <MenuBookIcon fontSize="small" />
    </IconButton>
  )
}
