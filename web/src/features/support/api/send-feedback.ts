import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import type { Feedback } from '@shop/contract'

export interface NewFeedback {
  UserId?: number
  captchaId: number
  captcha: string
  comment: string
  rating: number
}

// The key under which the about page and the staff's table list the feedback (each in its area).
const feedbacksQueryKey = ['feedbacks'] as const

/** POST api/Feedbacks/; the answer carries the stored rating. */
export function useSendFeedback () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (feedback: NewFeedback) => (await apiFetch<{ data: Feedback }>('api/Feedbacks/', { method: 'POST', body: feedback })).data,
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: feedbacksQueryKey }) }
  })
}
