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

const WIDE_COLUMNS = ['LABEL_NAME', 'LABEL_DIFFICULTY', 'LABEL_DESCRIPTION', 'LABEL_CATEGORY', 'LABEL_TAGS', 'LABEL_STATUS'] as const

export function ChallengeTable ({ challenges, compact, codingMode, tutorialsEnabled, stale, onOpenCoding, onStartTutorial }: ChallengeTableProps) {
  const { t } = useTranslation()
  if (challenges.length === 0) {
    return <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{t('EMPTY_CHALLENGE_LIST')}</Typography>
  }
  const headers = compact ? ['LABEL_CHALLENGE', 'LABEL_STATUS'] : WIDE_COLUMNS
  return (
    <TableContainer sx={{ opacity: stale ? 0.7 : 1, transition: 'opacity 120ms' }}>
      <Table size="small" aria-label={t('TITLE_SCORE_BOARD')}>
        <TableHead>
          <TableRow>
            {headers.map(key => <TableCell key={key} align={compact && key === 'LABEL_STATUS' ? 'right' : 'left'} sx={{ fontWeight: 600 }}>{t(key)}</TableCell>)}
            {!compact && <TableCell align="right" sx={{ fontWeight: 600 }}>{t('LABEL_ACTIONS')}</TableCell>}
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
