import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { JoinedTeam } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { segment } from './keys'
import { reconnectSocket } from './reconnect-socket'

export type JoinResult = JoinedTeam

export function joinTeam (team: string, passcode: string | undefined): Promise<JoinResult> {
  return apiFetch<JoinResult>(`rest/classroom/teams/${segment(team)}/join`, { method: 'POST', body: passcode ? { passcode } : {} })
}

export function useJoinTeam () {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ team, passcode }: { team: string; passcode?: string }) => joinTeam(team, passcode),
    // Everything cached so far belonged to no team (or another one).
    onSuccess: async () => {
      reconnectSocket()
      await queryClient.invalidateQueries()
    }
  })
}
