import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Cookies from 'js-cookie'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { startTutorial } from '@/features/hacking-instructor/tutorial-store'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { SCORE_BOARD_CHALLENGE_NAME } from '@/features/meta/api/get-challenge-solved'
import { WELCOME_COOKIE, WELCOME_DISMISSED } from './welcome-cookie'


export default function WelcomeDialog () {
  const { t } = useTranslation()
  const { data: config } = useApplicationConfiguration()
  // Read once: the dialog is a start-up overlay, not something that reappears mid-session.
  const [dismissed, setDismissed] = useState(() => Cookies.get(WELCOME_COOKIE) === WELCOME_DISMISSED)

  // Without configuration there is neither a title nor a message to show.
  const banner = config?.application?.welcomeBanner
  const open = config !== undefined && banner?.showOnFirstStart !== false && !dismissed
  const instructorEnabled = config?.hackingInstructor?.isEnabled === true
  const mandatory = config?.challenges?.restrictToTutorialsFirst === true && instructorEnabled

  const dismiss = () => {
    Cookies.set(WELCOME_COOKIE, WELCOME_DISMISSED, { expires: 365 })
    setDismissed(true)
  }

  const getStarted = () => {
    dismiss()
    startTutorial({ challenge: SCORE_BOARD_CHALLENGE_NAME })
  }

  return (
    <Dialog
      open={open}
      onClose={mandatory ? undefined : dismiss}
      disableEscapeKeyDown={mandatory}
      aria-labelledby="welcome-dialog-title"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '50px', width: '35%', minWidth: 320, maxWidth: 'none' } } }}
    >
      <DialogTitle id="welcome-dialog-title">{banner?.title || t('WELCOME_DEFAULT_TITLE')}</DialogTitle>
      {banner?.message && (
        <DialogContent>
          {/* The banner text is HTML from the shop's own configuration. */}
          <div dangerouslySetInnerHTML={{ __html: banner.message }} />
        </DialogContent>
      )}
      <DialogActions>
        {instructorEnabled && (
          <Button color="secondary" variant="contained" onClick={getStarted}>{t('BTN_GETTING_STARTED')}</Button>
        )}
        {!mandatory && (
          <Button color="primary" variant="contained" onClick={dismiss} aria-label={t('BTN_DISMISS')}>
            {t('BTN_DISMISS')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
