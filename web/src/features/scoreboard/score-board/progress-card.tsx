import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { BoardProgress } from './board-filters'

interface MeterProps {
  id: string
  label: string
  percent: number
  detail: string
  color: 'primary' | 'secondary'
}

function Meter ({ id, label, percent, detail, color }: MeterProps) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75 }}>
        <Typography id={id} variant="subtitle2">{label}</Typography>
        <Typography variant="h6" component="span" data-testid={`${id}-percent`}>{percent}%</Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} color={color} aria-labelledby={id} sx={{ height: 10, borderRadius: 5 }} />
      <Typography variant="caption" color="text.secondary">{detail}</Typography>
    </Box>
  )
}

/** Hacking and coding progress (the formulas live in board-filters.ts). */
export function ProgressCard ({ progress }: { progress: BoardProgress }) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }}>
        <Meter
          id="hacking-progress"
          label={t('LABEL_HACKING_PROGRESS')}
          percent={progress.hackingPercent}
          detail={t('PROGRESS_SOLVED_COUNT', { solved: progress.solved, total: progress.total })}
          color="primary"
        />
        <Meter
          id="coding-progress"
          label={t('LABEL_CODING_PROGRESS')}
          percent={progress.codingPercent}
          detail={t('PROGRESS_CODING_COUNT', { score: progress.codingScore, max: progress.codingMax })}
          color="secondary"
        />
      </Stack>
    </Paper>
  )
}
