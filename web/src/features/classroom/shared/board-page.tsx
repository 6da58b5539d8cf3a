import { ArrowBackIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { classroomErrorKey } from './classroom-errors'

interface BoardPageProps {
  title: ReactNode
  subtitle?: ReactNode
  /** Where the back button leads; none on the leaderboard itself. */
  back?: string
  actions?: ReactNode
  loading: boolean
  error: unknown
  children: ReactNode
}

/** The frame of the leaderboard's pages: heading, back link, loading and error states. */
export function BoardPage ({ title, subtitle, back, actions, loading, error, children }: BoardPageProps) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1000, mx: 'auto' }}>
      {back !== undefined && (
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {t('CLASSROOM_BACK_TO_LEADERBOARD')}
        </Button>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>{title}</Typography>
          {subtitle && <Typography variant="body2" color="text.secondary">{subtitle}</Typography>}
        </Box>
        {actions}
      </Box>
      {loading && <LinearProgress color="secondary" />}
      {error !== null && error !== undefined && <Alert severity="error" role="alert">{t(classroomErrorKey(error))}</Alert>}
      {children}
    </Paper>
  )
}
