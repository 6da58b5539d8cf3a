import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { PinnedProgress } from './types'

/** Below the board key: refetched on every solve and team change, like the leaderboard. */
export function usePinnedProgress () {
  return useQuery({ queryKey: classroomKeys.pinnedPath, queryFn: () => apiFetch<PinnedProgress>('rest/classroom/pinned-path'), staleTime: 0 })
}
