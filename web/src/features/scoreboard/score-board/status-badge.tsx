import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import type { Challenge } from '../api/get-challenges'
import { repeatNotification } from '../api/repeat-notification'
import { isUnavailable } from './board-filters'

function showNotificationAgain (name: string): void {
  // Spec 001 §8: failures of this call are only logged.
  repeatNotification(name).catch((err: unknown) => { console.error(err) })
}

/** Solved / unsolved / unavailable (spec 001 §4); a solved badge re-sends the solved notice and its flag. */
export function StatusBadge ({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation()
  if (isUnavailable(challenge)) {
    return (
      <Tooltip title={t('TOOLTIP_UNAVAILABLE', { env: challenge.disabledEnv })}>
        <Chip size="small" icon={<BlockIcon />} label={t('STATUS_UNAVAILABLE')} variant="outlined" sx={{ opacity: 0.6 }} />
      </Tooltip>
    )
  }
  if (!challenge.solved) {
    return <Chip size="small" icon={<RadioButtonUncheckedIcon />} label={t('STATUS_UNSOLVED')} variant="outlined" />
  }
  return (
    <Tooltip title={t('TOOLTIP_REPEAT_NOTIFICATION')}>
      <Chip
        size="small"
        color="success"
        icon={<CheckCircleIcon />}
        label={t('STATUS_SOLVED')}
        onClick={() => { showNotificationAgain(challenge.name) }}
      />
    </Tooltip>
  )
}
