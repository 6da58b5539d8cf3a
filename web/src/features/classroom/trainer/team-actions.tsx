import { DeleteIcon, KeyIcon, RestartAltIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useDeleteTeam } from '../api/delete-team'
import { useNewPasscode } from '../api/new-passcode'
import { useResetTeam } from '../api/reset-team'
import { classroomErrorKey } from '../shared/classroom-errors'
import { PasscodeCard } from '../shared/passcode-card'
import { ConfirmDialog } from './confirm-dialog'

type Action = 'reset' | 'passcode' | 'delete'

const ACTIONS: Array<{ action: Action; icon: typeof DeleteIcon; danger: boolean }> = [
  { action: 'reset', icon: RestartAltIcon, danger: true },
  { action: 'passcode', icon: KeyIcon, danger: false },
  { action: 'delete', icon: DeleteIcon, danger: true }
]

const KEY = { reset: 'RESET', passcode: 'PASSCODE', delete: 'DELETE' } as const

/** Reset shop, new passcode and delete for one team, each behind a confirmation. */
export function TeamActions ({ team }: { team: string }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const [pending, setPending] = useState<Action | null>(null)
  const [passcode, setPasscode] = useState<string | null>(null)
  const mutations = { reset: useResetTeam(), passcode: useNewPasscode(), delete: useDeleteTeam() }

  const confirm = async () => {
    if (pending === null) return
    const action = pending
    try {
      const result = await mutations[action].mutateAsync(team)
      if (action === 'passcode' && result !== null && typeof result === 'object') setPasscode(result.passcode)
      else snackbar.showSuccess(t(`CLASSROOM_${KEY[action]}_DONE`, { team }))
    } catch (err) {
      snackbar.showError(t(classroomErrorKey(err)))
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      <Stack direction="row" spacing={0.5}>
        {ACTIONS.map(({ action, icon: Icon, danger }) => (
          <IconButton
              key={action}
              title={t(`CLASSROOM_${KEY[action]}_ACTION`)}
              size="small"
              color={danger ? 'error' : 'primary'}
              aria-label={`${t(`CLASSROOM_${KEY[action]}_ACTION`)}: ${team}`}
              data-action={action}
              onClick={() => { setPending(action) }}
            >
              <Icon fontSize="small" />
            </IconButton>
        ))}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`CLASSROOM_${KEY[pending]}_ACTION`) : ''}
        text={pending ? t(`CLASSROOM_${KEY[pending]}_CONFIRM`, { team }) : ''}
        confirmLabel={pending ? t(`CLASSROOM_${KEY[pending]}_ACTION`) : ''}
        danger={pending !== 'passcode'}
        busy={pending !== null && mutations[pending].isPending}
        onConfirm={() => { void confirm() }}
        onClose={() => { setPending(null) }}
      />
      <Dialog open={passcode !== null} onClose={() => { setPasscode(null) }} fullWidth maxWidth="sm">
        <DialogContent>{passcode !== null && <PasscodeCard team={team} passcode={passcode} />}</DialogContent>
        <DialogActions><Button onClick={() => { setPasscode(null) }}>{t('CLASSROOM_DONE')}</Button></DialogActions>
      </Dialog>
    </>
  )
}
