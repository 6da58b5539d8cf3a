import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { clearLogin } from '@/lib/session'
import { reconnectSocket } from './reconnect-socket'

export function useLeaveTeam () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<null>('rest/classroom/leave', { method: 'POST' }),
    onSuccess: () => {
      // A shop login belongs to the team's shop and means nothing in another team's.
      clearLogin()
      queryClient.clear()
      reconnectSocket()
    }
  })
}
