import { apiFetch } from '@/lib/api-client'
import { useTrainerMutation } from './use-trainer-mutation'

export const useSetEventEnd = () =>
  useTrainerMutation((eventEnd: string | null) => apiFetch<{ eventEnd: string | null }>('rest/classroom/trainer/event-end', { method: 'PUT', body: { eventEnd } }))
