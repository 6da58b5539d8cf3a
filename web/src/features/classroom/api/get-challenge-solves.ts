import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys, segment } from './keys'
import type { ChallengeSolves } from './types'

export function useChallengeSolves (key: string) {
  return useQuery({
    queryKey: classroomKeys.challenge(key),
    queryFn: () => apiFetch<ChallengeSolves>(`rest/classroom/challenges/${segment(key)}/solves`),
    staleTime: 0
  })
}
