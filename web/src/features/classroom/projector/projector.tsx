import { CloseIcon, FullscreenIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useFeed } from '../api/get-feed'
import { useScores } from '../api/get-scores'
import { useLiveBoard } from '../api/live'
import { dateTime, relativeTime } from '../shared/relative-time'
import { useNow } from '../shared/use-now'
import { PathProgress } from './path-progress'
import { Ticker } from './ticker'

const TOP = 10
const MEDALS = ['#f5c542', '#c0c7cf', '#d08c4a']

/**
 * For the classroom's big screen: it covers the shell (above the top bar and drawer, below
 * dialogs and snack bars), in type readable from the back row, and follows every solve live.
 */
export default function Projector () {
  const { t, i18n } = useTranslation()
  const scores = useScores()
  const feed = useFeed(TOP)
  const now = useNow(10_000)
  useLiveBoard()
  const teams = (scores.data?.teams ?? []).slice(0, TOP)
  const eventEnd = scores.data?.eventEnd

  return (
    <Box
      data-testid="projector"
      sx={{
        position: 'fixed', inset: 0, zIndex: theme => theme.zIndex.drawer + 50, overflow: 'auto',
        bgcolor: '#121212', color: '#fff', display: 'flex', flexDirection: 'column', p: { xs: 2, md: 4 }, gap: 2
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography component="h1" sx={{ fontSize: { xs: 28, md: 52 }, fontWeight: 700, flexGrow: 1 }}>{t('CLASSROOM_LEADERBOARD')}</Typography>
        {eventEnd && (
          <Typography sx={{ fontSize: { xs: 16, md: 26 }, color: scores.data?.frozen ? '#ffb74d' : '#90caf9' }}>
            {t(scores.data?.frozen ? 'CLASSROOM_FROZEN_SHORT' : 'CLASSROOM_ENDS_AT', { at: dateTime(eventEnd, i18n.language) })}
          </Typography>
        )}
        <IconButton aria-label={t('CLASSROOM_FULL_SCREEN')} title={t('CLASSROOM_FULL_SCREEN')} sx={{ color: '#fff' }} onClick={() => { void document.documentElement.requestFullscreen?.().catch(() => undefined) }}>
          <FullscreenIcon fontSize="large" />
        </IconButton>
        <IconButton component={RouterLink} to="/classroom/leaderboard" aria-label={t('CLASSROOM_CLOSE_PROJECTOR')} title={t('CLASSROOM_CLOSE_PROJECTOR')} sx={{ color: '#fff' }}>
          <CloseIcon fontSize="large" />
        </IconButton>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: { xs: 0.5, md: 1 } }}>
        {teams.length === 0 && scores.isSuccess && <Typography sx={{ fontSize: { xs: 22, md: 36 }, opacity: 0.7 }}>{t('CLASSROOM_NO_TEAMS')}</Typography>}
        {teams.map((row, index) => (
          <Box
            component="li"
            key={row.team}
            sx={{
              // Columns in rem, not em: the top three are larger, and their columns must still line up.
              display: 'grid', gridTemplateColumns: { xs: '2.5rem 1fr auto', md: '5rem 1fr 8rem 11rem 13rem' }, alignItems: 'baseline', columnGap: 2,
              fontSize: { xs: 20, md: index < 3 ? 44 : 34 }, py: { xs: 0.5, md: 1 }, px: 2, borderRadius: 2,
              bgcolor: index % 2 === 0 ? 'rgba(255,255,255,0.06)' : 'transparent'
            }}
          >
            <Box component="span" sx={{ fontWeight: 700, color: MEDALS[index] ?? '#bbb' }}>{index + 1}</Box>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}>{row.team}</Box>
            <Box component="span" sx={{ fontWeight: 700, textAlign: 'right' }}>{row.score}</Box>
            <Box component="span" sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', opacity: 0.75, fontSize: '0.6em' }}>{t('CLASSROOM_SOLVED_COUNT', { count: row.solved })}</Box>
            <Box component="span" sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', opacity: 0.6, fontSize: '0.5em' }}>
              {row.lastSolvedAt ? relativeTime(row.lastSolvedAt, now, i18n.language) : ''}
            </Box>
          </Box>
        ))}
      </Box>
      <PathProgress />
      <Ticker solves={feed.data ?? []} now={now} />
    </Box>
  )
}
