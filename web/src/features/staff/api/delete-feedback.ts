import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { feedbacksQueryKey } from './get-feedbacks'

/** DELETE api/Feedbacks/{id} (admin token); the feedback list is fetched again afterwards. */
export function useDeleteFeedback () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => { await apiFetch<unknown>(`api/Feedbacks/${id}`, { method: 'DELETE' }) },
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: feedbacksQueryKey }) }
  })
}
