import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface PlaceholderScreenProps {
  titleKey: string
  children?: ReactNode
}

/** Heading-only stand-in for a screen whose issue has not been implemented yet. */
export function PlaceholderScreen ({ titleKey, children }: PlaceholderScreenProps) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 3, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>{t(titleKey)}</Typography>
      <Typography variant="body2" color="text.secondary">{t('PLACEHOLDER_COMING_SOON')}</Typography>
      {children}
    </Paper>
  )
}
