import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Challenge } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

interface ChallengeLookup {
  data?: Array<Pick<Challenge, 'key' | 'name' | 'solved'>>
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

/**
 * The challenge's name in the reader's language, for the bubble's caption: scripts carry the
 * catalogue's English name (their identity), the server answers a key lookup translated.
 * The English name stands in until the answer arrives or when it fails.
 */
export function useChallengeName (key: string, english: string): string {
  const { i18n } = useTranslation()
  const { data } = useQuery({
    queryKey: ['challenge-name', key, i18n.resolvedLanguage ?? i18n.language],
    queryFn: async () => (await apiFetch<ChallengeLookup>('api/Challenges/', { query: { key } })).data?.[0]?.name ?? english,
    staleTime: Infinity
  })
  return data ?? english
}
