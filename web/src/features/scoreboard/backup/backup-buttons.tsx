import { DownloadIcon, UploadIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { applyProgressCodes } from '@/lib/progress-codes'
import { useApplicationName } from '@/features/meta/api/get-application-configuration'
import type { BoardFilters } from '../score-board/board-filters'
import { BackupError, backupFileName, parseBackup } from './backup-file'
import { collectBackup, downloadJson, writeBackupToBrowser } from './backup-io'

/** The restore snack bar, and its Apply changes now action, last 10 s. */
export const RESTORE_SNACK_MS = 10_000

interface BackupButtonsProps {
  /** The board's current choices, categories resolved to a list. */
  filters: BoardFilters
}

/** Save and restore of the local backup file. */
export function BackupButtons ({ filters }: BackupButtonsProps) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const applicationName = useApplicationName()
  const fileInput = useRef<HTMLInputElement>(null)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    setSaving(true)
    try {
      downloadJson(await collectBackup(filters), backupFileName(applicationName, new Date()))
    } catch (err) {
      snackbar.showError('BACKUP_SAVE_FAILED', { reason: errorMessage(err) })
    } finally {
      setSaving(false)
    }
  }

  const applyAndReload = async () => {
    try {
      await applyProgressCodes()
      location.reload()
    } catch (err) {
      snackbar.showError('BACKUP_RESTORE_FAILED', { reason: errorMessage(err) })
    }
  }

  const restore = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so that choosing the same file again fires another change.
    event.target.value = ''
    if (!file) return
    try {
      await writeBackupToBrowser(parseBackup(await file.text()))
    } catch (err) {
      if (err instanceof BackupError) snackbar.showError(err.messageKey, err.params)
      else snackbar.showError('BACKUP_RESTORE_FAILED', { reason: errorMessage(err) })
      return
    }
    let applied = false
    const applyOnce = () => {
      if (applied) return
      applied = true
      clearTimeout(timer)
      void applyAndReload()
    }
    const timer = setTimeout(applyOnce, RESTORE_SNACK_MS)
    snackbar.show({
      message: 'BACKUP_RESTORED',
      severity: 'success',
      duration: RESTORE_SNACK_MS,
      action: { label: 'BTN_APPLY_CHANGES_NOW', onClick: applyOnce }
    })
  }

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" color="inherit" size="small" startIcon={<DownloadIcon />} disabled={saving} onClick={() => { void save() }}>
        {t('BTN_SAVE_BACKUP')}
      </Button>
      <Button variant="outlined" color="inherit" size="small" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
        {t('BTN_RESTORE_BACKUP')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('BTN_RESTORE_BACKUP')}
        data-testid="restore-backup-input"
        onChange={event => { void restore(event) }}
      />
    </Stack>
  )
}
