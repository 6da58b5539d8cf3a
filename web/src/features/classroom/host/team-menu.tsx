import { ExitToAppIcon, GroupsIcon, LeaderboardIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useClassroomStatus } from '../api/get-status'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useLeaveTeam } from '../api/leave-team'
import { classroomErrorKey } from '../shared/classroom-errors'
import { JOIN_PATH } from './guard'

/*
 * Icons sit in a plain box rather than MUI's ListItemIcon, and the team's name in a box rather
 * than a ListItem: sharing those with the side menu would split them into files of their own,
 * each one more name in the shop's first load.
 */
const Icon = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ minWidth: 56, display: 'inline-flex', color: 'action.active' }}>{children}</Box>
)

/** The side menu's classroom section: the team this browser plays for, leaving it, the leaderboard. */
export default function TeamMenu ({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data: status } = useClassroomStatus()
  const leave = useLeaveTeam()
  const snackbar = useSnackbar()
  const team = status?.team ?? null

  const leaveTeam = async () => {
    try {
      await leave.mutateAsync()
    } catch (err) {
      // The browser still plays for the team: it stays where it is, and says why.
      snackbar.showError(classroomErrorKey(err))
      return
    }
    onNavigate()
    await navigate(JOIN_PATH, { replace: true })
  }

  return (
    <>
      <ListSubheader disableSticky>{t('CLASSROOM_SECTION')}</ListSubheader>
      {team !== null && (
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }} data-testid="classroom-team">
          <Icon><GroupsIcon /></Icon>
          <ListItemText primary={team.name} secondary={t('CLASSROOM_YOUR_TEAM')} slotProps={{ primary: { sx: { wordBreak: 'break-word', fontWeight: 500 } } }} />
        </Box>
      )}
      {/* The side menu is a list: every entry sits in a list item. */}
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to="/classroom/leaderboard" onClick={onNavigate}>
          <Icon><LeaderboardIcon /></Icon>
          <ListItemText primary={t('CLASSROOM_LEADERBOARD')} />
        </ListItemButton>
      </ListItem>
      {team !== null && (
        <ListItem disablePadding>
          <ListItemButton id="leaveTeamMenuItem" onClick={() => { void leaveTeam() }} disabled={leave.isPending}>
            <Icon><ExitToAppIcon /></Icon>
            <ListItemText primary={t('CLASSROOM_LEAVE_TEAM')} />
          </ListItemButton>
        </ListItem>
      )}
      <Divider component="li" aria-hidden sx={{ my: 1 }} />
    </>
  )
}
