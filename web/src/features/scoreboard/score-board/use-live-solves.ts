import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onChallengeSolved } from '@/lib/socket'
import { markChallengeSolved } from '../api/get-challenges'

/** Realtime solves mark their row solved at once, without refetching the listing. */
export function useLiveSolves (): void {
  const queryClient = useQueryClient()
  useEffect(() => onChallengeSolved(event => {
    if (event && typeof event.key === 'string') markChallengeSolved(queryClient, event.key)
  }), [queryClient])
}
