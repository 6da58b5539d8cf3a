import { TvIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useScores } from '../api/get-scores'
import { segment } from '../api/keys'
import { useLiveBoard } from '../api/live'
import { BoardPage } from '../shared/board-page'
import { EventBanner } from '../shared/event-banner'
import { relativeTime } from '../shared/relative-time'
import { useNow } from '../shared/use-now'

/** Every team, best first, live: a solve or a team change anywhere refetches it. */
export default function Leaderboard () {
  const { t, i18n } = useTranslation()
  const scores = useScores()
  const now = useNow()
  useLiveBoard()
  const teams = scores.data?.teams ?? []

  return (
    <BoardPage
      title={t('CLASSROOM_LEADERBOARD')}
      subtitle={t('CLASSROOM_TEAM_COUNT', { count: teams.length })}
      loading={scores.isPending}
      error={scores.error}
      actions={<Button component={RouterLink} to="/classroom/projector" startIcon={<TvIcon />} variant="outlined" size="small">{t('CLASSROOM_PROJECTOR')}</Button>}
    >
      <EventBanner eventEnd={scores.data?.eventEnd} frozen={scores.data?.frozen} />
      {scores.isSuccess && teams.length === 0 && <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">{t('CLASSROOM_NO_TEAMS')}</Typography>}
      {teams.length > 0 && (
        <Table size="small" aria-label={t('CLASSROOM_LEADERBOARD')} data-testid="leaderboard">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>{t('CLASSROOM_RANK')}</TableCell>
              <TableCell>{t('CLASSROOM_TEAM')}</TableCell>
              <TableCell align="right">{t('CLASSROOM_SCORE')}</TableCell>
              <TableCell align="right">{t('CLASSROOM_SOLVED')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('CLASSROOM_LAST_SOLVE')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {teams.map((row, index) => (
              <TableRow key={row.team} hover>
                <TableCell sx={{ fontWeight: index < 3 ? 700 : undefined }}>{index + 1}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <Link component={RouterLink} to={`/classroom/leaderboard/teams/${segment(row.team)}`}>{row.team}</Link>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{row.score}</TableCell>
                <TableCell align="right">{row.solved}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {row.lastSolvedAt ? relativeTime(row.lastSolvedAt, now, i18n.language) : '–'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </BoardPage>
  )
}
