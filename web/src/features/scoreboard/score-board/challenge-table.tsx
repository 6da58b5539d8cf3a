import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Activity } from 'react'
import { useTranslation } from 'react-i18next'
import type { Challenge } from '../api/get-challenges'
import { canPlayCoding, type CodingMode } from './board-filters'
import { ChallengeRow } from './challenge-row'

interface ChallengeTableProps {
  /** Every challenge, in display order. */
  challenges: readonly Challenge[]
  /** Keys of the challenges the filters let through. */
  shown: ReadonlySet<string>
  compact: boolean
  codingMode: CodingMode
  tutorialsEnabled: boolean
  /** The shown rows lag behind a just-changed filter (deferred rendering). */
  stale: boolean
  onOpenCoding: (key: string) => void
  /** Present only when the shop shows trainer solutions; each row then gets a Solution button. */
  onOpenSolution?: (key: string) => void
  /** Gets the challenge key: the shown name may be translated. */
  onStartTutorial: (key: string) => void
}

// Fixed widths let the browser lay out 100+ rows without measuring every cell on each filter change.
const WIDE_COLUMNS = [
  // 'Challenge', not 'Name': several languages' word for Name means a person's name (ja 氏名, zh 姓名).
  { key: 'LABEL_CHALLENGE', width: '15%' },
  { key: 'LABEL_DIFFICULTY', width: 140 },
  { key: 'LABEL_DESCRIPTION', width: undefined },
  { key: 'LABEL_CATEGORY', width: '12%' },
  { key: 'LABEL_TAGS', width: '13%' },
  { key: 'LABEL_STATUS', width: 124 },
  { key: 'LABEL_ACTIONS', width: 132 }
]
// One more icon button in the actions column when solutions are shown.
const WIDE_COLUMNS_WITH_SOLUTIONS = WIDE_COLUMNS.map(column => column.key === 'LABEL_ACTIONS' ? { ...column, width: 166 } : column)
const COMPACT_COLUMNS = [{ key: 'LABEL_CHALLENGE', width: undefined }, { key: 'LABEL_STATUS', width: 120 }]

/**
 * Every challenge has a row; filtered-out rows are kept as hidden Activities. React renders them
 * at low priority once the shown rows are on screen, so widening a filter later only unhides rows
 * instead of mounting a hundred of them.
 */
export function ChallengeTable ({ challenges, shown, compact, codingMode, tutorialsEnabled, stale, onOpenCoding, onOpenSolution, onStartTutorial }: ChallengeTableProps) {
  const { t } = useTranslation()
  const columns = compact ? COMPACT_COLUMNS : onOpenSolution ? WIDE_COLUMNS_WITH_SOLUTIONS : WIDE_COLUMNS
  const empty = shown.size === 0
  return (
    <>
    {/* Empty while stale is the first list still being rendered (filters of no challenges), not a real no-match. */}
    {empty && stale && <LinearProgress aria-label={t('LOADING')} data-testid="challenge-list-loading" sx={{ m: 2 }} />}
    {empty && !stale && <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{t('EMPTY_CHALLENGE_LIST')}</Typography>}
    <TableContainer sx={{ opacity: stale ? 0.7 : 1, display: empty ? 'none' : undefined }}>
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
            <Activity key={challenge.key} mode={shown.has(challenge.key) ? 'visible' : 'hidden'}>
              <ChallengeRow
                challenge={challenge}
                compact={compact}
                canPlayCoding={canPlayCoding(challenge, codingMode)}
                canStartTutorial={tutorialsEnabled && challenge.hasTutorial}
                onOpenCoding={onOpenCoding}
                onOpenSolution={onOpenSolution}
                onStartTutorial={onStartTutorial}
              />
            </Activity>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
    </>
  )
}
