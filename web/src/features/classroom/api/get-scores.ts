import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { Scores } from './types'

export function useScores () {
  return useQuery({ queryKey: classroomKeys.scores, queryFn: () => apiFetch<Scores>('rest/classroom/scores'), staleTime: 0 })
}
