import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Feedback } from '@shop/contract'

export type { Feedback }

export const feedbacksQueryKey = ['feedbacks'] as const

export function useFeedbacks (): UseQueryResult<Feedback[]> {
  return useQuery({
    queryKey: feedbacksQueryKey,
    queryFn: async () => (await apiFetch<{ status: string; data: Feedback[] }>('api/Feedbacks/')).data ?? []
  })
}
