import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Whole hours, minutes and seconds as 1:05:09 (digits read the same in every language the shop offers). */
export function remainingText (ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${Math.floor(total / 3600)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`
}

/** The event's remaining time, ticking each second; after the end, that solves no longer count. */
export function EventClock ({ eventEnd }: { eventEnd: string }) {
  const { t } = useTranslation()
  const end = Date.parse(eventEnd)
  const [now, setNow] = useState(() => Date.now())
  const over = now >= end
  useEffect(() => {
    if (over) return
    const timer = setInterval(() => { setNow(Date.now()) }, 1000)
    return () => { clearInterval(timer) }
  }, [over])
  if (over) return <Alert severity="warning" data-testid="event-clock">{t('SCORE_BOARD_EVENT_OVER')}</Alert>
  return (
    <Alert severity="info" data-testid="event-clock">
      {t('SCORE_BOARD_TIME_LEFT')}{' '}
      {/* role=timer is not announced on every tick, which a screen reader user would hear each second. */}
      <strong role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>{remainingText(end - now)}</strong>
    </Alert>
  )
}
