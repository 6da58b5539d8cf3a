import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { segment } from '../api/keys'
import type { TrainerTeam } from '../api/types'
import { relativeTime } from '../shared/relative-time'
import { useNow } from '../shared/use-now'
import { TeamActions } from './team-actions'

function OpenChip ({ open }: { open: boolean }) {
  const { t } = useTranslation()
  return <Chip size="small" color={open ? 'success' : 'default'} variant={open ? 'filled' : 'outlined'} label={t(open ? 'CLASSROOM_OPEN' : 'CLASSROOM_CLOSED')} />
}

const teamLink = (team: string) => <Link component={RouterLink} to={`/classroom/leaderboard/teams/${segment(team)}`} sx={{ wordBreak: 'break-word' }}>{team}</Link>

/** Replicas and how many teams each holds, when the class runs on several (fixed for the event). */
function ReplicaSummary ({ teams }: { teams: TrainerTeam[] }) {
  const { t } = useTranslation()
  const counts = new Map<string, number>()
  for (const team of teams) if (team.replica !== undefined) counts.set(team.replica, (counts.get(team.replica) ?? 0) + 1)
  if (counts.size === 0) return null
  const list = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([replica, count]) => `${replica} (${count})`).join(', ')
  return <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="trainer-replicas">{t('CLASSROOM_REPLICA')}: {list}</Typography>
}

/** The console's teams: a table on wide screens, one card per team on phones. */
export function TeamsTable ({ teams }: { teams: TrainerTeam[] }) {
  const { t, i18n } = useTranslation()
  const now = useNow()
  const phone = useMediaQuery(useTheme().breakpoints.down('md'))
  const active = (team: TrainerTeam) => team.lastActiveAt ? relativeTime(team.lastActiveAt, now, i18n.language) : '–'
  const replicas = teams.some(team => team.replica !== undefined)

  if (teams.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{t('CLASSROOM_NO_TEAMS')}</Typography>

  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="trainer-teams">
        <ReplicaSummary teams={teams} />
        {teams.map(team => (
          <Card key={team.id} variant="outlined" data-team={team.team}>
            <CardContent sx={{ pb: '12px !important' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 500 }}>{teamLink(team.team)}</Typography>
                <OpenChip open={team.open} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('CLASSROOM_TEAM_CARD', { score: team.score, solved: team.solved, members: team.members })}
              </Typography>
              <Typography variant="body2" color="text.secondary">{t('CLASSROOM_LAST_ACTIVITY')}: {active(team)}</Typography>
              {team.replica !== undefined && <Typography variant="body2" color="text.secondary">{t('CLASSROOM_REPLICA')}: {team.replica}</Typography>}
              <Box sx={{ mt: 1 }}><TeamActions team={team.team} /></Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    )
  }

  return (
    <>
    <ReplicaSummary teams={teams} />
    <Table size="small" data-testid="trainer-teams">
      <TableHead>
        <TableRow>
          <TableCell>{t('CLASSROOM_TEAM')}</TableCell>
          <TableCell align="right">{t('CLASSROOM_SCORE')}</TableCell>
          <TableCell align="right">{t('CLASSROOM_SOLVED')}</TableCell>
          <TableCell align="right">{t('CLASSROOM_MEMBERS')}</TableCell>
          <TableCell>{t('CLASSROOM_LAST_ACTIVITY')}</TableCell>
          <TableCell>{t('CLASSROOM_SHOP')}</TableCell>
          {replicas && <TableCell>{t('CLASSROOM_REPLICA')}</TableCell>}
          <TableCell>{t('CLASSROOM_ACTIONS')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {teams.map(team => (
          <TableRow key={team.id} data-team={team.team} hover>
            <TableCell>{teamLink(team.team)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{team.score}</TableCell>
            <TableCell align="right">{team.solved}</TableCell>
            <TableCell align="right">{team.members}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{active(team)}</TableCell>
            <TableCell><OpenChip open={team.open} /></TableCell>
            {replicas && <TableCell>{team.replica}</TableCell>}
            <TableCell><TeamActions team={team.team} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </>
  )
}
