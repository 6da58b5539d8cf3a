import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Challenge } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'
import { onChallengeSolved } from '@/lib/socket'

export const SCORE_BOARD_CHALLENGE_NAME = 'Score Board'
export const SCORE_BOARD_CHALLENGE_KEY = 'scoreBoardChallenge'

interface ChallengeLookup {
  status: string
  data: Array<Pick<Challenge, 'name' | 'key' | 'solved'>>
}

export function challengeSolvedQueryKey (name: string) {
  return ['challenge-solved', name] as const
}

/**
 * Whether one named challenge is solved. Always asks with a name filter: an unfiltered
 * GET api/Challenges/ is what solves the Score Board challenge, so only the score board may send it.
 * Flips to true live when the realtime 'challenge solved' event names the challenge.
 */
export function useChallengeSolvedByName (name: string): boolean {
  const queryClient = useQueryClient()
  const { data } = useQuery({
    queryKey: challengeSolvedQueryKey(name),
    queryFn: async () => {
      const res = await apiFetch<ChallengeLookup>('api/Challenges/', { query: { name } })
      return res.data?.[0]?.solved === true
    },
    staleTime: 60_000
  })

  useEffect(() => onChallengeSolved(event => {
    const matches = event.challenge === name ||
      (name === SCORE_BOARD_CHALLENGE_NAME && event.key === SCORE_BOARD_CHALLENGE_KEY)
    if (matches) queryClient.setQueryData(challengeSolvedQueryKey(name), true)
  }), [name, queryClient])

  return data === true
}
