import { apiFetch } from '@/lib/api-client'
import { segment } from './keys'
import { useTrainerMutation } from './use-trainer-mutation'

export const useDeleteTeam = () =>
  useTrainerMutation((team: string) => apiFetch<null>(`rest/classroom/trainer/teams/${segment(team)}`, { method: 'DELETE' }))
