import { apiFetch } from '@/lib/api-client'
import { useTrainerMutation } from './use-trainer-mutation'

export const useSendNotice = () =>
  useTrainerMutation((message: string) => apiFetch<null>('rest/classroom/trainer/notice', { method: 'POST', body: { message } }))
