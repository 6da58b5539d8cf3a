import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Challenge } from '../api/get-challenges'
import { canPlayCoding, type CodingMode } from './board-filters'
import { ChallengeRow } from './challenge-row'

interface ChallengeTableProps {
  challenges: Challenge[]
  compact: boolean
  codingMode: CodingMode
  tutorialsEnabled: boolean
  /** The shown rows lag behind a just-changed filter (deferred rendering). */
  stale: boolean
  onOpenCoding: (key: string) => void
  onStartTutorial: (name: string) => void
}

// Fixed widths let the browser lay out 100+ rows without measuring every cell on each filter change.
const WIDE_COLUMNS = [
  { key: 'LABEL_NAME', width: '15%' },
  { key: 'LABEL_DIFFICULTY', width: 140 },
  { key: 'LABEL_DESCRIPTION', width: undefined },
  { key: 'LABEL_CATEGORY', width: '12%' },
  { key: 'LABEL_TAGS', width: '13%' },
  { key: 'LABEL_STATUS', width: 124 },
  { key: 'LABEL_ACTIONS', width: 132 }
]
const COMPACT_COLUMNS = [{ key: 'LABEL_CHALLENGE', width: undefined }, { key: 'LABEL_STATUS', width: 120 }]

export function ChallengeTable ({ challenges, compact, codingMode, tutorialsEnabled, stale, onOpenCoding, onStartTutorial }: ChallengeTableProps) {
  const { t } = useTranslation()
  if (challenges.length === 0) {
    return <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{t('EMPTY_CHALLENGE_LIST')}</Typography>
  }
  const columns = compact ? COMPACT_COLUMNS : WIDE_COLUMNS
  return (
    <TableContainer sx={{ opacity: stale ? 0.7 : 1 }}>
      <Table size="small" aria-label={t('TITLE_SCORE_BOARD')} sx={{ tableLayout: 'fixed', minWidth: compact ? undefined : 960 }}>
        <TableHead>
          <TableRow>
            {columns.map(({ key, width }, i) => (
              <TableCell key={key} align={i === columns.length - 1 ? 'right' : 'left'} sx={{ fontWeight: 600, width }}>{t(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {challenges.map(challenge => (
            <ChallengeRow
              key={challenge.key}
              challenge={challenge}
              compact={compact}
              canPlayCoding={canPlayCoding(challenge, codingMode)}
              canStartTutorial={tutorialsEnabled && challenge.hasTutorial}
              onOpenCoding={onOpenCoding}
              onStartTutorial={onStartTutorial}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
