import { CheckIcon, CloseIcon, ContentCopyIcon, EmojiEventsIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useShownChallengeName } from '../api/get-challenge-name'
import { copyText } from './copy-text'
import { flagEmoji } from './country-display'
import { supportsFlagEmoji } from './flag-emoji-support'
import type { SolvedToast as Toast } from './toast-list'

export interface ToastCountry {
  code: string
  name: string
  showFlag: boolean
  showName: boolean
}

interface SolvedToastProps {
  toast: Toast
  showFlag: boolean
  country: ToastCountry | null
  onClose: (id: number, shiftKey: boolean) => void
  onCopied: (id: number) => void
}

export function SolvedToast ({ toast, showFlag, country, onClose, onCopied }: SolvedToastProps) {
  const { t } = useTranslation()
  const challengeName = useShownChallengeName(toast.key, toast.challenge)

  const copy = async () => {
    if (await copyText(toast.flag)) onCopied(toast.id)
  }

  return (
    <Alert
      severity="success"
      variant="filled"
      role="status"
      icon={<EmojiEventsIcon fontSize="inherit" />}
      data-testid="challenge-solved-toast"
      sx={{ boxShadow: 2, alignItems: 'flex-start', '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
      action={
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('BTN_CLOSE')}
          // Shift is read from the click itself: the undocumented "close all" gesture.
          onClick={(event: MouseEvent) => { onClose(toast.id, event.shiftKey) }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <Box sx={{ fontWeight: 500 }}>{t('CHALLENGE_SOLVED', { challenge: challengeName })}</Box>
      {country && <CountryLine country={country} />}
      {showFlag && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="code"
            data-testid="toast-flag"
            sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.2)', fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' }}
          >
            {toast.flag}
          </Box>
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            startIcon={toast.copied ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={() => { void copy() }}
          >
            {toast.copied ? t('FLAG_COPIED') : t('BTN_COPY_FLAG')}
          </Button>
        </Box>
      )}
    </Alert>
  )
}

/** The challenge's country (CTF setting): its flag, its name, or both. */
function CountryLine ({ country }: { country: ToastCountry }) {
  const emoji = flagEmoji(country.code)
  return (
    <Box data-testid="toast-country" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {country.showFlag && emoji && (supportsFlagEmoji()
        ? <Box component="span" role="img" aria-label={country.name} title={country.name} sx={{ fontSize: '1.35rem', lineHeight: 1 }}>{emoji}</Box>
        // Without an emoji font the flag would be two boxes; the code in a badge reads better.
        : <Box component="span" aria-label={country.name} title={country.name} sx={{ px: 0.75, border: 1, borderRadius: 0.75, fontSize: '0.75rem', fontWeight: 700, letterSpacing: 1 }}>{country.code.toUpperCase()}</Box>
      )}
      {country.showName && <span>{country.name}</span>}
    </Box>
  )
}
