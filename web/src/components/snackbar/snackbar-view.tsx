import { CloseIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Snackbar from '@mui/material/Snackbar'
import type { SnackbarSeverity } from './use-snackbar'

export interface ShownMessage {
  id: number
  text: string
  severity: SnackbarSeverity
  actionLabel?: string
  onAction?: () => void
  duration: number
}

interface SnackbarViewProps {
  message: ShownMessage
  open: boolean
  closeLabel: string
  onClose: () => void
}

export default function SnackbarView ({ message, open, closeLabel, onClose }: SnackbarViewProps) {
  return (
    <Snackbar
      key={message.id}
      open={open}
      autoHideDuration={message.duration}
      onClose={(_event, reason) => {
        // A stray click elsewhere should not swallow a message the user has not read yet.
        if (reason !== 'clickaway') onClose()
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={message.severity}
        variant="filled"
        role={message.severity === 'error' ? 'alert' : 'status'}
        sx={{ alignItems: 'center', minWidth: 288 }}
        action={
          <>
            {message.actionLabel && (
              <Button color="inherit" size="small" onClick={() => { message.onAction?.(); onClose() }}>
                {message.actionLabel}
              </Button>
            )}
            <IconButton size="small" color="inherit" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {message.text}
      </Alert>
    </Snackbar>
  )
}
