import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import type { TabResult } from './coding-result'

interface ResultAlertProps {
  result: TabResult
  rightKey: string
  wrongKey: string
  /** The server's hint or explanation. */
  detail: string | null | undefined
}

/** The verdict of one tab; nothing while undecided. */
export function ResultAlert ({ result, rightKey, wrongKey, detail }: ResultAlertProps) {
  const { t } = useTranslation()
  if (result === 'undecided') return null
  const right = result === 'right'
  return (
    <Alert severity={right ? 'success' : 'warning'} data-result={result} role="status">
      <strong>{t(right ? rightKey : wrongKey)}</strong>
      {detail && <div>{detail}</div>}
    </Alert>
  )
}
