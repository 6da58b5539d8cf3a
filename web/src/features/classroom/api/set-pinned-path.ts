import { apiFetch } from '@/lib/api-client'
import { useTrainerMutation } from './use-trainer-mutation'

export const useSetPinnedPath = () =>
  useTrainerMutation((pathId: string | null) => apiFetch<{ pathId: string | null }>('rest/classroom/trainer/pinned-path', { method: 'PUT', body: { pathId } }))
