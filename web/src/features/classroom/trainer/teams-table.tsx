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

/** The console's teams: a table on wide screens, one card per team on phones. */
export function TeamsTable ({ teams }: { teams: TrainerTeam[] }) {
  const { t, i18n } = useTranslation()
  const now = useNow()
  const phone = useMediaQuery(useTheme().breakpoints.down('md'))
  const active = (team: TrainerTeam) => team.lastActiveAt ? relativeTime(team.lastActiveAt, now, i18n.language) : '–'

  if (teams.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{t('CLASSROOM_NO_TEAMS')}</Typography>

  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="trainer-teams">
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
              <Box sx={{ mt: 1 }}><TeamActions team={team.team} /></Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    )
  }

  return (
    <Table size="small" data-testid="trainer-teams">
      <TableHead>
        <TableRow>
          <TableCell>{t('CLASSROOM_TEAM')}</TableCell>
          <TableCell align="right">{t('CLASSROOM_SCORE')}</TableCell>
          <TableCell align="right">{t('CLASSROOM_SOLVED')}</TableCell>
          <TableCell align="right">{t('CLASSROOM_MEMBERS')}</TableCell>
          <TableCell>{t('CLASSROOM_LAST_ACTIVITY')}</TableCell>
          <TableCell>{t('CLASSROOM_SHOP')}</TableCell>
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
            <TableCell><TeamActions team={team.team} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
