import type { TeamPasscode } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { segment } from './keys'
import { useTrainerMutation } from './use-trainer-mutation'

export const useNewPasscode = () =>
  useTrainerMutation((team: string) => apiFetch<TeamPasscode>(`rest/classroom/trainer/teams/${segment(team)}/passcode`, { method: 'POST' }))
