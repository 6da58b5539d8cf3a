import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { FeedEntry } from './types'

export function useFeed (limit: number) {
  return useQuery({
    queryKey: [...classroomKeys.feed, limit],
    queryFn: async () => (await apiFetch<{ solves: FeedEntry[] }>('rest/classroom/feed', { query: { limit } })).solves,
    staleTime: 0
  })
}
