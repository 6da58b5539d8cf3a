import type { EventEndAnswer } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { useTrainerMutation } from './use-trainer-mutation'

export const useSetEventEnd = () =>
  useTrainerMutation((eventEnd: string | null) => apiFetch<EventEndAnswer>('rest/classroom/trainer/event-end', { method: 'PUT', body: { eventEnd } }))
