import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface StaffSection { id: string, titleKey: string, content: ReactNode, sx?: SxProps<Theme> }

/** A staff screen: its title and side-by-side sections (stacked below large screens). */
export function StaffPage ({ titleKey, sections }: { titleKey: string, sections: StaffSection[] }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={3} sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h5" component="h1">{t(titleKey)}</Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        {sections.map(section => (
          <Paper key={section.id} component="section" aria-labelledby={`${section.id}-title`} sx={[{ p: 2, flex: 1, width: '100%', minWidth: 0 }, ...(Array.isArray(section.sx) ? section.sx : [section.sx])]}>
            <Typography id={`${section.id}-title`} variant="h6" component="h2">{t(section.titleKey)}</Typography>
            {section.content}
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
