import { EventBusyIcon, ScheduleIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useSetEventEnd } from '../api/set-event-end'
import { classroomErrorKey } from '../shared/classroom-errors'
import { dateTime } from '../shared/relative-time'

/** `datetime-local` speaks the browser's local time without a zone; the API wants an instant. */
const toLocalInput = (iso: string | null): string => {
  if (iso === null) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** Sets or clears the time after which the leaderboard freezes. */
export function EventEndForm ({ eventEnd }: { eventEnd: string | null }) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const setEnd = useSetEventEnd()
  const [value, setValue] = useState(() => toLocalInput(eventEnd))
  const parsed = value === '' ? null : new Date(value)
  const valid = parsed !== null && !Number.isNaN(parsed.getTime())

  const save = async (next: string | null) => {
    try {
      const result = await setEnd.mutateAsync(next)
      setValue(toLocalInput(result.eventEnd))
      snackbar.showSuccess(t(result.eventEnd === null ? 'CLASSROOM_EVENT_END_CLEARED' : 'CLASSROOM_EVENT_END_SAVED'))
    } catch (err) {
      snackbar.showError(t(classroomErrorKey(err)))
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="event-end-now">
        {eventEnd === null ? t('CLASSROOM_EVENT_END_NONE') : t('CLASSROOM_ENDS_AT', { at: dateTime(eventEnd, i18n.language) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          id="eventEnd"
          type="datetime-local"
          label={t('CLASSROOM_EVENT_END_LABEL')}
          value={value}
          onChange={event => { setValue(event.target.value) }}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" startIcon={<ScheduleIcon />} disabled={!valid || setEnd.isPending} onClick={() => { if (parsed) void save(parsed.toISOString()) }}>
          {t('CLASSROOM_EVENT_END_SAVE')}
        </Button>
        <Button variant="outlined" startIcon={<EventBusyIcon />} disabled={eventEnd === null || setEnd.isPending} onClick={() => { void save(null) }}>
          {t('CLASSROOM_EVENT_END_CLEAR')}
        </Button>
      </Box>
    </Box>
  )
}
