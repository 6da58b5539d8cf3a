import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

/** Marks a solve made after the event end: listed, but not part of the frozen score. */
export function CountedChip ({ counted }: { counted: boolean }) {
  const { t } = useTranslation()
  if (counted) return null
  return <Chip size="small" variant="outlined" color="warning" label={t('CLASSROOM_NOT_COUNTED')} sx={{ ml: 1 }} />
}
