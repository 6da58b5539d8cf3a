import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'
import type { TrainerTeam } from './types'

export function useTrainerTeams (enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.trainerTeams,
    queryFn: async () => (await apiFetch<{ teams: TrainerTeam[] }>('rest/classroom/trainer/teams')).teams,
    enabled,
    staleTime: 0
  })
}
