import { BlockIcon, CheckCircleIcon, RadioButtonUncheckedIcon } from '@/components/icons'
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { Challenge } from '../api/get-challenges'
import { repeatNotification } from '../api/repeat-notification'
import { isUnavailable } from './board-filters'

function showNotificationAgain (name: string): void {
  // Failures of this call are only logged.
  repeatNotification(name).catch((err: unknown) => { console.error(err) })
}

/**
 * The status column is narrow (120 px on phones): a longer word ("nierozwiązane", "غير محلول")
 * wraps inside the badge instead of being cut to an ellipsis.
 */
const wrapping = { maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 } } as const

/**
 * Solved / unsolved / unavailable; a solved badge re-sends the solved notice and its
 * flag. Native titles rather than MUI tooltips keep 100+ rows cheap to mount.
 */
export function StatusBadge ({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation()
  if (isUnavailable(challenge)) {
    return (
      <Chip size="small" icon={<BlockIcon />} label={t('STATUS_UNAVAILABLE')} title={t('TOOLTIP_UNAVAILABLE', { env: challenge.disabledEnv })} variant="outlined" sx={{ ...wrapping, opacity: 0.6 }} />
    )
  }
  if (!challenge.solved) {
    return <Chip size="small" icon={<RadioButtonUncheckedIcon />} label={t('STATUS_UNSOLVED')} variant="outlined" sx={wrapping} />
  }
  return (
    <Chip
      size="small"
      color="success"
      icon={<CheckCircleIcon />}
      label={t('STATUS_SOLVED')}
      sx={wrapping}
      title={t('TOOLTIP_REPEAT_NOTIFICATION')}
      onClick={() => { showNotificationAgain(challenge.name) }}
    />
  )
}
