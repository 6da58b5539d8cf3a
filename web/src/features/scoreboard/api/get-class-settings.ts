import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ClassroomStatus } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { getSocket } from '@/lib/socket'

/** What the score board reads of the classroom status (docs/api.md, Classroom): the event clock and the pinned path. */
export type ClassSettings = Pick<ClassroomStatus, 'eventEnd' | 'frozen' | 'pinnedPath'>

// The classroom screens read the same answer under this key, so both share one request.
const statusKey = ['classroom', 'status'] as const

/** Sent to the whole class when the trainer moves the event end or pins a path. */
const SETTINGS_EVENT = 'classroom settings'

/** Only in classroom mode; refetched when the trainer changes a setting. */
export function useClassSettings (classroom: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!classroom) return
    const socket = getSocket()
    const refetch = () => { void queryClient.invalidateQueries({ queryKey: statusKey }) }
    socket.on(SETTINGS_EVENT, refetch)
    return () => { socket.off(SETTINGS_EVENT, refetch) }
  }, [classroom, queryClient])
  return useQuery({
    queryKey: statusKey,
    queryFn: () => apiFetch<ClassSettings>('rest/classroom/status'),
    staleTime: 60_000,
    enabled: classroom,
    select: ({ eventEnd, frozen, pinnedPath }: ClassSettings): ClassSettings => ({ eventEnd, frozen, pinnedPath: pinnedPath ?? null })
  })
}
