import { useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useReducer, useState } from 'react'
import { onChallengeSolved, onServerStarted } from '@/lib/socket'
import { EMPTY_TOAST_LIST, toastListReducer } from '../challenge-solved-toasts/toast-list'
import type { RestoreOutcome } from '../server-started-notice/restore-progress'

// Everything visible, and every side effect beyond bookkeeping, loads with the first realtime notice.
const NotificationsArea = lazy(() => import('./notifications-area'))

/**
 * Mounted in the app shell for the whole session: listens for 'challenge solved' and
 * 'server started' and keeps the open notices. Deliberately small, since it is in the first load.
 */
export function NotificationsHost () {
  const queryClient = useQueryClient()
  const [toasts, dispatch] = useReducer(toastListReducer, EMPTY_TOAST_LIST)
  const [restart, setRestart] = useState<RestoreOutcome | null>(null)

  useEffect(() => {
    const refreshChallenges = () => {
      void queryClient.invalidateQueries({ queryKey: ['challenges'] })
      void queryClient.invalidateQueries({ queryKey: ['challenge-solved'] })
    }
    const stopSolved = onChallengeSolved(event => {
      if (typeof event?.key !== 'string') return
      refreshChallenges()
      if (!event.hidden) dispatch({ type: 'add', event })
      if (event.isRestore) return
      void import('../challenge-solved-toasts/after-solve').then(({ celebrate, rememberProgress }) => {
        rememberProgress()
        if (!event.hidden) celebrate()
      })
    })
    const stopStarted = onServerStarted(() => {
      void import('../server-started-notice/restore-progress')
        .then(({ restoreProgressFromCookies }) => restoreProgressFromCookies())
        .then(outcome => {
          if (outcome === null) return
          setRestart(outcome)
          refreshChallenges()
        })
    })
    return () => { stopSolved(); stopStarted() }
  }, [queryClient])

  if (toasts.toasts.length === 0 && toasts.restoredKeys.length === 0 && restart === null) return null
  return (
    <Suspense fallback={null}>
      <NotificationsArea toasts={toasts} dispatch={dispatch} restart={restart} onRestartClose={() => { setRestart(null) }} />
    </Suspense>
  )
}
