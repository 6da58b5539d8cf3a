import { PushPinIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { pathTextKey, useLearningPaths } from '@/features/meta/api/get-learning-paths'
import { useSetPinnedPath } from '../api/set-pinned-path'
import { classroomErrorKey } from '../shared/classroom-errors'

const NONE = ''

/** Pins one learning path for every team's score board, or none. */
export function PinnedPathForm ({ pinnedPath }: { pinnedPath: string | null }) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const paths = useLearningPaths()
  const pin = useSetPinnedPath()
  const [value, setValue] = useState(pinnedPath ?? NONE)
  const name = (id: string) => t(pathTextKey(id), { defaultValue: paths.data?.find(p => p.id === id)?.name ?? id })

  const save = async () => {
    try {
      const result = await pin.mutateAsync(value === NONE ? null : value)
      snackbar.showSuccess(result.pathId === null ? t('CLASSROOM_PIN_CLEARED') : t('CLASSROOM_PIN_SAVED', { path: name(result.pathId) }))
    } catch (err) {
      snackbar.showError(t(classroomErrorKey(err)))
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="pinned-path-now">
        {pinnedPath === null ? t('CLASSROOM_PIN_NONE') : t('CLASSROOM_PIN_NOW', { path: name(pinnedPath) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          id="pinnedPath"
          size="small"
          label={t('LABEL_LEARNING_PATH')}
          value={value}
          onChange={event => { setValue(event.target.value) }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value={NONE}>{t('LABEL_NO_LEARNING_PATH')}</option>
          {(paths.data ?? []).map(p => <option key={p.id} value={p.id}>{name(p.id)}</option>)}
        </TextField>
        <Button variant="contained" startIcon={<PushPinIcon />} disabled={pin.isPending || value === (pinnedPath ?? NONE)} onClick={() => { void save() }}>
          {t('CLASSROOM_PIN_SAVE')}
        </Button>
      </Box>
    </Box>
  )
}
