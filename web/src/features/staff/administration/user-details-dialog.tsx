import { PersonIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, resolveApiUrl } from '@/lib/api-client'
import { useUser, type UserDetails } from '../api/get-user'
import { NO_VALUE, formatDateTime } from './admin-format'

interface UserDetailsDialogProps {
  /** Kept by the caller after closing, so the content stays in place while the dialog fades out. */
  userId: number | null
  open: boolean
  onClose: () => void
}

function UserFacts ({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation()
  const facts: Array<[string, string]> = [
    ['LABEL_EMAIL', user.email],
    ['LABEL_ROLE', user.role],
    ['LABEL_CREATED_AT', formatDateTime(user.createdAt, i18n.language) ?? NO_VALUE],
    ['LABEL_UPDATED_AT', formatDateTime(user.updatedAt, i18n.language) ?? NO_VALUE],
    ['LABEL_LAST_LOGIN_IP', user.lastLoginIp !== '' ? user.lastLoginIp : NO_VALUE]
  ]
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
      {user.profileImage !== '' && (
        <Avatar
          src={resolveApiUrl(user.profileImage)}
          alt={t('LABEL_PROFILE_IMAGE')}
          variant="rounded"
          sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          {/* Shown when the image cannot be loaded. */}
          <PersonIcon sx={{ fontSize: 64 }} titleAccess={t('LABEL_PROFILE_IMAGE')} />
        </Avatar>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">{t(label)}</Typography>
            {/* Plain text: React escapes the e-mail and every other value. */}
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  )
}

/** Fetches GET api/Users/{id} when opened. */
export function UserDetailsDialog ({ userId, open, onClose }: UserDetailsDialogProps) {
  const { t } = useTranslation()
  const user = useUser(userId)

  return (
    <Dialog open={open && userId !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="user-details-title">
      <DialogTitle id="user-details-title">{t('TITLE_USER_DETAILS')}</DialogTitle>
      <DialogContent>
        {user.isPending && <LinearProgress aria-label={t('LOADING')} sx={{ my: 2 }} />}
        {user.isError && <Alert severity="error">{errorMessage(user.error)}</Alert>}
        {user.isSuccess && <UserFacts user={user.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('BTN_CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
