import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'
import type { Language, LanguageGauge } from '@/features/meta/api/get-languages'

const GAUGE_COLOR: Record<LanguageGauge, 'success' | 'secondary' | 'warning' | 'error'> = {
  full: 'success',
  'three-quarters': 'secondary',
  half: 'warning',
  quarter: 'error',
  empty: 'error'
}

/** How much of the English text a language file covers (from rest/languages). */
export function LanguageThermometer ({ language }: { language: Language }) {
  const { t } = useTranslation()
  if (language.percentage === undefined) return null
  const percentage = Math.max(0, Math.min(100, Math.round(language.percentage)))
  const label = t('NAV_LANGUAGE_COMPLETENESS', { percentage })
  return (
    // A native title rather than MUI's Tooltip keeps Popper out of the first load.
    <Box sx={{ width: 56, ml: 2 }} title={label}>
      <LinearProgress
        aria-label={label}
        variant="determinate"
        value={percentage}
        color={GAUGE_COLOR[language.gauge ?? 'empty']}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  )
}
