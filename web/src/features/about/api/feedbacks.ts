import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Feedback } from '@shop/contract'

export type { Feedback }

export const feedbacksQueryKey = ['feedbacks'] as const

/** GET api/Feedbacks/. */
export function useFeedbacks () {
  return useQuery({
    queryKey: feedbacksQueryKey,
    queryFn: async () => (await apiFetch<{ data: Feedback[] }>('api/Feedbacks/')).data
  })
}
