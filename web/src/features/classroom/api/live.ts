import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { getSocket } from '@/lib/socket'
import { classroomKeys } from './keys'
import type { ClassroomNotice } from './types'

/** Classroom events of the shop's realtime connection (docs/api.md, Realtime). */
export const CLASSROOM_EVENTS = { solve: 'classroom solve', teams: 'classroom teams', notice: 'classroom notice', reset: 'classroom reset' } as const

/** Listens while mounted; the latest handler is called, so callers need not memoise it. */
function useSocketEvents<T> (events: readonly string[], handler: (payload: T) => void): void {
  const latest = useRef(handler)
  useEffect(() => { latest.current = handler })
  const names = events.join('\n')
  useEffect(() => {
    const socket = getSocket()
    const listener = (payload: T) => { latest.current(payload) }
    const list = names.split('\n')
    for (const event of list) socket.on(event, listener)
    return () => { for (const event of list) socket.off(event, listener) }
  }, [names])
}

/** Leaderboard, team and challenge pages, projector and console follow solves and team changes. */
export function useLiveBoard (): void {
  const queryClient = useQueryClient()
  useSocketEvents([CLASSROOM_EVENTS.solve, CLASSROOM_EVENTS.teams], () => {
    void queryClient.invalidateQueries({ queryKey: classroomKeys.board })
    void queryClient.invalidateQueries({ queryKey: classroomKeys.trainerTeams })
  })
}

/** The trainer's notices, as they are sent. */
export function useLiveNotice (onNotice: (notice: ClassroomNotice) => void): void {
  useSocketEvents([CLASSROOM_EVENTS.notice], onNotice)
}

/** After the trainer reset this team's shop, everything cached about it is stale (the score board empties). */
export function useLiveReset (): void {
  const queryClient = useQueryClient()
  useSocketEvents([CLASSROOM_EVENTS.reset], () => { void queryClient.invalidateQueries() })
}
