import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys, segment } from './keys'
import type { TeamSolves } from './types'

export function useTeamSolves (team: string) {
  return useQuery({
    queryKey: classroomKeys.team(team),
    queryFn: () => apiFetch<TeamSolves>(`rest/classroom/teams/${segment(team)}/solves`),
    staleTime: 0
  })
}
