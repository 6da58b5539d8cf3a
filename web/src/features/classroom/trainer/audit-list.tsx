import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '../api/types'
import { dateTime } from '../shared/relative-time'

/** Every trainer action, newest first, as the server wrote it down. */
export function AuditList ({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation()
  if (entries.length === 0) return <Typography color="text.secondary">{t('CLASSROOM_AUDIT_EMPTY')}</Typography>
  return (
    <Box component="ol" data-testid="audit-list" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflow: 'auto' }}>
      {entries.map((entry, index) => (
        <Box component="li" key={`${entry.at}-${index}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>{dateTime(entry.at, i18n.language)}</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 500 }}>{entry.action}</Typography>
          {entry.team && <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>{entry.team}</Typography>}
          {entry.detail && <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', flexBasis: '100%' }}>{entry.detail}</Typography>}
        </Box>
      ))}
    </Box>
  )
}
