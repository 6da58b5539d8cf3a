import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

const STATUS_KEYS = ['CODING_STATUS_0', 'CODING_STATUS_1', 'CODING_STATUS_2'] as const

interface CodingButtonProps {
  name: string
  status: number
  onClick: () => void
}

/** "</>" opens the coding challenge; empty, half and fully filled show coding status 0, 1 and 2. */
export function CodingButton ({ name, status, onClick }: CodingButtonProps) {
  const { t } = useTranslation()
  const level = Math.min(2, Math.max(0, status))
  const fill = level === 0 ? 'transparent' : level === 1 ? 'linear-gradient(90deg, rgba(139,195,74,0.85) 50%, transparent 50%)' : 'rgba(139,195,74,0.85)'
  return (
    <Button
      size="small"
      variant="outlined"
      color="secondary"
      onClick={onClick}
      aria-label={t('BTN_CODING_CHALLENGE', { challenge: name, status: t(STATUS_KEYS[level]) })}
      title={t(STATUS_KEYS[level])}
      data-coding-status={level}
      sx={{
        minWidth: 0,
        px: 1,
        fontFamily: 'monospace',
        fontWeight: 700,
        background: fill,
        color: level === 2 ? 'secondary.contrastText' : 'secondary.main'
      }}
    >
      {'</>'}
    </Button>
  )
}
