import { PushPinIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { categoryLabel } from '@/lib/challenge-category'
import type { Challenge } from '../api/get-challenges'
import { pathTextKey, type LearningPath } from '@/features/meta/api/get-learning-paths'
import { Description } from './challenge-row'
import { DifficultyStars } from './difficulty-stars'
import { pathProgress } from './learning-path'

interface LearningPathPanelProps {
  paths: LearningPath[]
  challenges: readonly Challenge[]
  /** The stored choice; an id the server no longer offers counts as none. */
  selected: string | null
  /** The path the trainer pinned for the class (classroom mode), marked in the list and under it. */
  pinned?: string | null
  onSelect: (id: string | null) => void
}

const NONE = ''

function NextStep ({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation()
  return (
    <Box data-testid="learning-path-next" sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>{t('LEARNING_PATH_NEXT')}</Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{challenge.name}</Typography>
        <DifficultyStars difficulty={challenge.difficulty} />
        <Chip label={categoryLabel(t, challenge.category)} size="small" variant="outlined" />
      </Stack>
      <Typography component="div" variant="body2" color="text.secondary"><Description html={challenge.description} /></Typography>
    </Box>
  )
}

/** The path selector, and for the chosen path the player's progress on it and its next open challenge. */
export function LearningPathPanel ({ paths, challenges, selected, pinned = null, onSelect }: LearningPathPanelProps) {
  const { t } = useTranslation()
  const path = paths.find(p => p.id === selected)
  const progress = path === undefined ? undefined : pathProgress(path, challenges)
  return (
    <Paper sx={{ p: 2 }} data-testid="learning-path">
      <Stack spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('LABEL_LEARNING_PATH')}
          value={path?.id ?? NONE}
          onChange={event => { onSelect(event.target.value === NONE ? null : event.target.value) }}
          // A native select: MUI's menu-based one kept re-measuring itself on the wide board, which held
          // back the deferred render of the challenge table.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 420 }}
        >
          <option value={NONE}>{t('LABEL_NO_LEARNING_PATH')}</option>
          {paths.map(p => (
            <option key={p.id} value={p.id}>
              {t(pathTextKey(p.id), { defaultValue: p.name })}{p.id === pinned ? ` (${t('LEARNING_PATH_PINNED_SHORT')})` : ''}
            </option>
          ))}
        </TextField>
        {pinned !== null && path?.id === pinned && (
          <Typography variant="body2" data-testid="learning-path-pinned" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
            <PushPinIcon fontSize="small" color="primary" aria-hidden />
            {t('LEARNING_PATH_PINNED')}
          </Typography>
        )}
        {path === undefined || progress === undefined
          ? <Typography variant="body2" color="text.secondary">{t('LEARNING_PATH_HINT')}</Typography>
          : (
            <>
              <Typography variant="body2" color="text.secondary">{t(`${pathTextKey(path.id)}_DESCRIPTION`, { defaultValue: path.description })}</Typography>
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={progress.total === 0 ? 0 : progress.solved / progress.total * 100}
                  aria-label={t('LABEL_LEARNING_PATH')}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="caption" color="text.secondary" data-testid="learning-path-progress">
                  {t('LEARNING_PATH_PROGRESS', { solved: progress.solved, total: progress.total })}
                </Typography>
              </Box>
              {progress.next === null
                ? <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('LEARNING_PATH_DONE')}</Typography>
                : <NextStep challenge={progress.next} />}
            </>
            )}
      </Stack>
    </Paper>
  )
}
