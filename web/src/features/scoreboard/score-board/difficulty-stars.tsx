import StarIcon from '@mui/icons-material/Star'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'

/** A difficulty as a row of stars, announced as "Difficulty n". */
export function DifficultyStars ({ difficulty, size = 18 }: { difficulty: number; size?: number }) {
  const { t } = useTranslation()
  return (
    <Box role="img" aria-label={t('LABEL_DIFFICULTY_N', { difficulty })} sx={{ display: 'inline-flex', color: '#ffc107', whiteSpace: 'nowrap' }}>
      {Array.from({ length: difficulty }, (_, i) => <StarIcon key={i} sx={{ fontSize: size }} />)}
    </Box>
  )
}
