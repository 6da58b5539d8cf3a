import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface CheckoutCardProps {
  titleKey: string
  /** Extra words after the title (e.g. an order id). */
  titleSuffix?: string
  actions?: ReactNode
  maxWidth?: number
  children: ReactNode
}

/** The card every checkout and order screen sits on: a heading, the content, the buttons. */
export function CheckoutCard ({ titleKey, titleSuffix, actions, maxWidth = 960, children }: CheckoutCardProps) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-word' }}>{t(titleKey)}{titleSuffix}</Typography>
      {children}
      {actions && <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 3 }}>{actions}</Box>}
    </Paper>
  )
}
