import { useQuery } from '@tanstack/react-query'
import type { TrainerSolution, TrainerSolutions } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys, segment } from './keys'

/** The challenges with a trainer solution (trainer session only); they change only with a new build. */
export function useTrainerSolutions (enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.solutions,
    queryFn: async () => (await apiFetch<TrainerSolutions>('rest/classroom/trainer/solutions')).solutions,
    enabled,
    staleTime: Infinity
  })
}

export function useTrainerSolution (key: string, enabled: boolean) {
  return useQuery({
    queryKey: classroomKeys.solution(key),
    queryFn: async () => (await apiFetch<TrainerSolution>(`rest/classroom/trainer/solutions/${segment(key)}`)).solution,
    enabled,
    staleTime: Infinity,
    retry: false
  })
}
