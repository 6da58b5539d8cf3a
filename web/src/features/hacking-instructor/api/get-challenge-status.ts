import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiFetch } from '@/lib/api-client'

interface ChallengeLookup {
  data?: Array<{ key: string; solved: boolean }>
}

export function challengeStatusQueryKey (key: string) {
  return ['challenge-status', key] as const
}

/**
 * Whether one challenge is solved, asked with a key filter: the unfiltered listing would itself
 * solve the Score Board challenge, which a tutorial must never do for the player.
 */
export async function getChallengeSolved (key: string): Promise<boolean> {
  const res = await apiFetch<ChallengeLookup>('api/Challenges/', { query: { key } })
  return res.data?.[0]?.solved === true
}

/** A fresh answer every time: the tutorial asks right when it needs to know. */
export function useFetchChallengeSolved (): (key: string) => Promise<boolean> {
  const queryClient = useQueryClient()
  return useCallback((key: string) => queryClient.fetchQuery({
    queryKey: challengeStatusQueryKey(key),
    queryFn: () => getChallengeSolved(key),
    staleTime: 0
  }), [queryClient])
}
