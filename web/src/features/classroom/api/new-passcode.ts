import { apiFetch } from '@/lib/api-client'
import { segment } from './keys'
import { useTrainerMutation } from './use-trainer-mutation'

export const useNewPasscode = () =>
  useTrainerMutation((team: string) => apiFetch<{ team: string; passcode: string }>(`rest/classroom/trainer/teams/${segment(team)}/passcode`, { method: 'POST' }))
