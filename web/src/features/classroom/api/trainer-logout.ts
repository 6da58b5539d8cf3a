import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'

export function useTrainerLogout () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<null>('rest/classroom/trainer/logout', { method: 'POST' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: classroomKeys.trainer })
      await queryClient.invalidateQueries({ queryKey: classroomKeys.status })
    }
  })
}
