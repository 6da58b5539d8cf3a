import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { logout } from '@/lib/session'

/** Logs out, forgets the cached basket and returns to the root route. */
export function useLogout (): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    await logout()
    queryClient.removeQueries({ queryKey: ['basket'] })
    await navigate('/')
  }, [queryClient, navigate])
}
