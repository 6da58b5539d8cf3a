import { BoltIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { FeedEntry } from '../api/types'
import { relativeTime } from '../shared/relative-time'

/** The latest solves, newest first, one line each; a new one slides in at the left. */
export function Ticker ({ solves, now }: { solves: FeedEntry[]; now: number }) {
  const { t, i18n } = useTranslation()
  return (
    <Box
      component="section"
      aria-label={t('CLASSROOM_LATEST_SOLVES')}
      data-testid="ticker"
      sx={{ borderTop: '2px solid rgba(255,255,255,0.2)', pt: 2, display: 'flex', alignItems: 'center', gap: 2, overflow: 'hidden' }}
    >
      <BoltIcon sx={{ color: '#ffd54f', fontSize: { xs: 28, md: 40 }, flexShrink: 0 }} />
      {solves.length === 0 && <Typography sx={{ fontSize: { xs: 16, md: 26 }, opacity: 0.7 }}>{t('CLASSROOM_NO_SOLVES_YET')}</Typography>}
      <Box component="ol" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 4, whiteSpace: 'nowrap' }}>
        {solves.map(solve => (
          <Box
            component="li"
            key={`${solve.team}\n${solve.key}`}
            sx={{
              fontSize: { xs: 16, md: 26 }, opacity: solve.counted ? 1 : 0.6,
              '@keyframes slideIn': { from: { transform: 'translateX(-1em)', opacity: 0 }, to: { transform: 'none' } },
              animation: 'slideIn 400ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' }
            }}
          >
            <strong>{solve.team}</strong> · {solve.name}{' '}
            <Box component="span" sx={{ opacity: 0.6, fontSize: '0.8em' }}>{relativeTime(solve.solvedAt, now, i18n.language)}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
