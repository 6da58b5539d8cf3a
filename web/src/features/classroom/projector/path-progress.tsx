import { PushPinIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { pathTextKey } from '@/features/meta/api/get-learning-paths'
import { visuallyHidden } from '@/lib/visually-hidden'
import { usePinnedProgress } from '../api/get-pinned-progress'

/** The pinned learning path on the big screen: each step in order, and how many teams have solved it. */
export function PathProgress () {
  const { t } = useTranslation()
  const { data } = usePinnedProgress()
  if (!data || data.pathId === null) return null
  const teams = Math.max(data.teams, 1)
  return (
    <Box component="section" aria-label={t('CLASSROOM_PINNED_PROGRESS')} data-testid="pinned-progress" sx={{ borderTop: '2px solid rgba(255,255,255,0.2)', pt: 2 }}>
      <Typography component="h2" sx={{ fontSize: { xs: 18, md: 28 }, fontWeight: 600, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <PushPinIcon sx={{ color: '#ffb74d' }} aria-hidden />
        {t(pathTextKey(data.pathId), { defaultValue: data.pathId })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 1 }}>
        {data.steps.map((step, index) => (
          <Box component="li" key={step.key} sx={{ fontSize: { xs: 14, md: 18 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{index + 1}. {step.name}</Box>
              {/* "2/5" reads as "2 slash 5": the figure is for the eye, the words for screen readers. */}
              <Box component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
                <span aria-hidden>{step.solvedBy}/{data.teams}</span>
                <Box component="span" sx={visuallyHidden}>{t('CLASSROOM_PATH_STEP_TEAMS', { solved: step.solvedBy, total: data.teams })}</Box>
              </Box>
            </Box>
            <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.15)', overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${Math.round(step.solvedBy / teams * 100)}%`, bgcolor: '#8bc34a' }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
