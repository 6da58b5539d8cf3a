import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface FormCardProps {
  icon: ReactNode
  titleKey: string
  introKey: string
  onSubmit: (event: FormEvent) => void
  sx?: SxProps<Theme>
  children: ReactNode
}

/** The card the complaint and recycling forms sit on: icon, title, a line of introduction, the form. */
export function FormCard ({ icon, titleKey, introKey, onSubmit, sx, children }: FormCardProps) {
  const { t } = useTranslation()
  return (
    <Paper sx={[{ p: { xs: 2, sm: 4 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        {icon}
        <Typography variant="h5" component="h1">{t(titleKey)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>{t(introKey)}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
      </Box>
    </Paper>
  )
}
