import { DownloadIcon, ExitToAppIcon, MenuBookIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { resolveApiUrl } from '@/lib/api-client'
import { useAudit } from '../api/get-audit'
import { useTrainerTeams } from '../api/get-trainer-teams'
import { classroomKeys } from '../api/keys'
import { useLiveBoard } from '../api/live'
import { useTrainerLogout } from '../api/trainer-logout'
import { errorCode } from '../shared/classroom-errors'
import { AuditList } from './audit-list'
import { EventEndForm } from './event-end-form'
import { NoticeForm } from './notice-form'
import { PinnedPathForm } from './pinned-path-form'
import { TeamsTable } from './teams-table'

function Section ({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2.5 }, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>{title}</Typography>
      {children}
    </Paper>
  )
}

/** The signed-in trainer's console: teams and their actions, notice, event end, pinned path, export, audit log, and a link to the solutions. */
export function TrainerConsole ({ eventEnd, pinnedPath }: { eventEnd: string | null, pinnedPath: string | null }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const teams = useTrainerTeams(true)
  const audit = useAudit(true)
  const logout = useTrainerLogout()
  useLiveBoard()

  // The trainer cookie lasts 12 hours: when it is gone, the status shows the sign-in again.
  const expired = errorCode(teams.error) === 'trainer_required' || errorCode(audit.error) === 'trainer_required'
  useEffect(() => { if (expired) void queryClient.invalidateQueries({ queryKey: classroomKeys.status }) }, [expired, queryClient])

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{t('CLASSROOM_TRAINER_CONSOLE')}</Typography>
        <Button component={RouterLink} to="/classroom/trainer/solutions" variant="outlined" startIcon={<MenuBookIcon />}>{t('CLASSROOM_SOLUTIONS')}</Button>
        <Button component="a" href={resolveApiUrl('rest/classroom/trainer/scores.csv')} download="scores.csv" variant="outlined" startIcon={<DownloadIcon />}>
          {t('CLASSROOM_DOWNLOAD_CSV')}
        </Button>
        <Button onClick={() => { logout.mutate() }} startIcon={<ExitToAppIcon />} disabled={logout.isPending}>{t('CLASSROOM_TRAINER_SIGN_OUT')}</Button>
      </Box>
      <Section title={t('CLASSROOM_TEAMS_HEADING', { count: teams.data?.length ?? 0 })}>
        {teams.isPending ? <LinearProgress color="secondary" /> : <TeamsTable teams={teams.data ?? []} />}
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}><Section title={t('CLASSROOM_NOTICE_HEADING')}><NoticeForm /></Section></Grid>
        <Grid size={{ xs: 12, md: 6 }}><Section title={t('CLASSROOM_EVENT_END_HEADING')}><EventEndForm key={eventEnd ?? ''} eventEnd={eventEnd} /></Section></Grid>
        <Grid size={{ xs: 12, md: 6 }}><Section title={t('CLASSROOM_PIN_HEADING')}><PinnedPathForm key={pinnedPath ?? ''} pinnedPath={pinnedPath} /></Section></Grid>
      </Grid>
      <Section title={t('CLASSROOM_AUDIT_HEADING')}>
        {audit.isPending ? <LinearProgress color="secondary" /> : <AuditList entries={audit.data ?? []} />}
      </Section>
    </Box>
  )
}
