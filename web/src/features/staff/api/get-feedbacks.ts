import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** A customer feedback as GET api/Feedbacks/ lists it; UserId is null for anonymous feedback. */
export interface Feedback {
  id: number
  UserId: number | null
  comment: string
  rating: number
}

export const feedbacksQueryKey = ['feedbacks'] as const

export function useFeedbacks (): UseQueryResult<Feedback[]> {
  return useQuery({
    queryKey: feedbacksQueryKey,
    queryFn: async () => (await apiFetch<{ status: string; data: Feedback[] }>('api/Feedbacks/')).data ?? []
  })
}
