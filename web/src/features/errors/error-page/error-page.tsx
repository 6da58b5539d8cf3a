import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

interface ErrorPageProps {
  /** Set by route guards, which render this page in place; otherwise read from ?error=. */
  error?: string
}

export default function ErrorPage ({ error }: ErrorPageProps) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const key = error ?? searchParams.get('error') ?? ''
  return (
    <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h2" component="h1" color="error" gutterBottom>403</Typography>
      {key !== '' && <Typography variant="h6" component="p">{t(key)}</Typography>}
    </Paper>
  )
}
