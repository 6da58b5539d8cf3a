import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { getSocket } from '@/lib/socket'
import { classroomKeys } from '../api/keys'
import { errorCode } from '../shared/classroom-errors'

/** How often the status is asked again while the team's shop is away. */
export const RETRY_STATUS_MS = 3_000

/**
 * Answers that mean "your team's shop cannot be reached right now": the front's 502/504, a 503
 * without the shop's own error body (the shop's own 503s are budgets of planted weaknesses), a
 * replica that does not hold the team (409 team_not_here, while the front reroutes), or no answer.
 */
export function isShopAway (err: unknown): boolean {
  if (err instanceof TypeError) return true
  if (!(err instanceof ApiError)) return false
  if (err.status === 502 || err.status === 504) return true
  if (err.status === 503) return errorCode(err) === undefined || errorCode(err) === 'not_ready'
  return err.status === 409 && errorCode(err) === 'team_not_here'
}

/**
 * True while the team's shop is away (a replica restarting, a network drop): an answer as above,
 * or the realtime connection dropping without the app asking. Any later success, or the socket
 * connecting again, ends it; meanwhile the status is asked again every few seconds.
 */
export function useReconnecting (): boolean {
  const queryClient = useQueryClient()
  const [away, setAway] = useState(false)

  useEffect(() => {
    const seen = (event: { type: string, action?: { type: string, error?: unknown } }) => {
      if (event.type !== 'updated' || event.action === undefined) return
      if (event.action.type === 'success') setAway(false)
      else if (event.action.type === 'error' && isShopAway(event.action.error)) setAway(true)
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(seen)
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(seen)
    const socket = getSocket()
    const dropped = (reason: unknown) => { if (reason !== 'io client disconnect') setAway(true) }
    const connected = () => { setAway(false) }
    socket.on('disconnect', dropped)
    socket.on('connect', connected)
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
      socket.off('disconnect', dropped)
      socket.off('connect', connected)
    }
  }, [queryClient])

  useEffect(() => {
    if (!away) return
    const timer = window.setInterval(() => { void queryClient.invalidateQueries({ queryKey: classroomKeys.status }) }, RETRY_STATUS_MS)
    return () => { window.clearInterval(timer) }
  }, [away, queryClient])

  return away
}
