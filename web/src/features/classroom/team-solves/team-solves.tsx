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
import { useTeamSolves } from '../api/get-team-solves'
import { segment } from '../api/keys'
import { useLiveBoard } from '../api/live'
import { BoardPage } from '../shared/board-page'
import { CountedChip } from '../shared/counted-chip'
import { dateTime } from '../shared/relative-time'
import { Stars } from '../shared/stars'

/** One team's solves in the order it made them. */
export default function TeamSolves () {
  const { t, i18n } = useTranslation()
  const team = useParams().team ?? ''
  const solves = useTeamSolves(team)
  useLiveBoard()
  const data = solves.data

  return (
    <BoardPage
      title={team}
      subtitle={data && t('CLASSROOM_TEAM_SUMMARY', { score: data.score, count: data.solved })}
      back="/classroom/leaderboard"
      loading={solves.isPending}
      error={solves.error}
    >
      {data?.solves.length === 0 && <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">{t('CLASSROOM_NOTHING_SOLVED')}</Typography>}
      {data && data.solves.length > 0 && (
        <Table size="small" data-testid="team-solves">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 40 }}>#</TableCell>
              <TableCell>{t('CLASSROOM_CHALLENGE')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('CLASSROOM_CATEGORY')}</TableCell>
              <TableCell>{t('CLASSROOM_DIFFICULTY_HEADING')}</TableCell>
              <TableCell align="right">{t('CLASSROOM_SOLVED_AT')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.solves.map((solve, index) => (
              <TableRow key={solve.key} sx={{ opacity: solve.counted ? 1 : 0.7 }}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/classroom/leaderboard/challenges/${segment(solve.key)}`}>{solve.name}</Link>
                  <CountedChip counted={solve.counted} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{categoryLabel(t, solve.category)}</TableCell>
                <TableCell><Stars difficulty={solve.difficulty} /></TableCell>
                <TableCell align="right">{dateTime(solve.solvedAt, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </BoardPage>
  )
}
