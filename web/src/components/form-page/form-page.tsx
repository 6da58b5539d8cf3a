import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface FormPageProps {
  titleKey: string
  /** Server failure shown above the form; may be multi-line JSON. */
  error?: string | null
  children: ReactNode
}

/** The centred card that login, registration and similar account forms sit on. */
export function FormPage ({ titleKey, error, children }: FormPageProps) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>{t(titleKey)}</Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { overflow: 'auto', maxHeight: 320, minWidth: 0 } }}>
          <Typography
            component="div"
            variant="body2"
            // A JSON body (the login's verbose database error) reads better with aligned columns.
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', ...(error.trimStart().startsWith('{') && { fontFamily: 'monospace', fontSize: 12 }) }}
          >
            {error}
          </Typography>
        </Alert>
      )}
      {children}
    </Paper>
  )
}
