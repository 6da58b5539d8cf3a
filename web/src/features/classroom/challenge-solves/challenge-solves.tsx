import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { categoryLabel } from '@/lib/challenge-category'
import { Link as RouterLink, useParams } from 'react-router'
import { useChallengeSolves } from '../api/get-challenge-solves'
import { segment } from '../api/keys'
import { useLiveBoard } from '../api/live'
import { BoardPage } from '../shared/board-page'
import { CountedChip } from '../shared/counted-chip'
import { dateTime } from '../shared/relative-time'
import { Stars } from '../shared/stars'

/** The teams that solved one challenge, first solver first. */
export default function ChallengeSolves () {
  const { t, i18n } = useTranslation()
  const key = useParams().key ?? ''
  const solves = useChallengeSolves(key)
  useLiveBoard()
  const data = solves.data

  return (
    <BoardPage
      title={data?.name ?? key}
      subtitle={data && <>{categoryLabel(t, data.category)} · <Stars difficulty={data.difficulty} /></>}
      back="/classroom/leaderboard"
      loading={solves.isPending}
      error={solves.error}
    >
      {data?.teams.length === 0 && <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">{t('CLASSROOM_NO_SOLVERS')}</Typography>}
      {data && data.teams.length > 0 && (
        <Table size="small" data-testid="challenge-solves">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 40 }}>#</TableCell>
              <TableCell>{t('CLASSROOM_TEAM')}</TableCell>
              <TableCell align="right">{t('CLASSROOM_SOLVED_AT')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.teams.map((entry, index) => (
              <TableRow key={entry.team} sx={{ opacity: entry.counted ? 1 : 0.7 }}>
                <TableCell>{index + 1}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <Link component={RouterLink} to={`/classroom/leaderboard/teams/${segment(entry.team)}`}>{entry.team}</Link>
                  <CountedChip counted={entry.counted} />
                </TableCell>
                <TableCell align="right">{dateTime(entry.solvedAt, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </BoardPage>
  )
}
