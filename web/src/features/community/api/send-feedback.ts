import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { feedbacksQueryKey, type Feedback, type NewFeedback } from './feedbacks'

/** POST api/Feedbacks/; the answer carries the stored rating. */
export function useSendFeedback () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feedback: NewFeedback) => (await apiFetch<{ data: Feedback }>('api/Feedbacks/', { method: 'POST', body: feedback })).data,
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: feedbacksQueryKey }) }
  })
}
