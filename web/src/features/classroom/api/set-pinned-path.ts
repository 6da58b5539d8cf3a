import type { PinnedPathAnswer } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { useTrainerMutation } from './use-trainer-mutation'

export const useSetPinnedPath = () =>
  useTrainerMutation((pathId: string | null) => apiFetch<PinnedPathAnswer>('rest/classroom/trainer/pinned-path', { method: 'PUT', body: { pathId } }))
