import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { classroomKeys } from './keys'

export function useTrainerLogin () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) => apiFetch<null>('rest/classroom/trainer/login', { method: 'POST', body: { password } }),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: classroomKeys.status }) }
  })
}
