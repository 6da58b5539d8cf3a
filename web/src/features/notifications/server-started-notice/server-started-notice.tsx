import { CheckIcon, CloseIcon, DeleteSweepIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearAllProgress } from './clear-progress'
import type { RestoreOutcome } from './restore-progress'

interface ServerStartedNoticeProps {
  outcome: RestoreOutcome
  onClose: () => void
}

/** The server-started notice: what the automatic restore did, and a way to start over. */
export function ServerStartedNotice ({ outcome, onClose }: ServerStartedNoticeProps) {
  const { t } = useTranslation()
  const [cleared, setCleared] = useState(false)

  return (
    <Alert
      severity={outcome.kind === 'restored' ? 'info' : 'warning'}
      variant="filled"
      role={outcome.kind === 'restored' ? 'status' : 'alert'}
      data-testid="server-started-notice"
      sx={{ boxShadow: 2, alignItems: 'flex-start' }}
      action={
        <IconButton size="small" color="inherit" aria-label={t('BTN_CLOSE')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <AlertTitle>{t('SERVER_STARTED')}</AlertTitle>
      {outcome.kind === 'restored' ? t('AUTO_RESTORED_PROGRESS') : t('AUTO_RESTORE_PROGRESS_FAILED', { error: outcome.error })}
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        disabled={cleared}
        onClick={() => { clearAllProgress(); setCleared(true) }}
        startIcon={cleared ? <CheckIcon /> : <DeleteSweepIcon />}
        // Doubled selector: outranks MUI's own disabled colours, which would vanish on the filled alert.
        sx={{ display: 'flex', mt: 1, '&&.Mui-disabled': { color: 'inherit', borderColor: 'currentColor', opacity: 0.6 } }}
      >
        {t('BTN_CLEAR_PROGRESS')}
      </Button>
    </Alert>
  )
}
