import { keepPreviousData, queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiFetch } from '@/lib/api-client'
import type { Challenge } from '@shop/contract'

export type { Challenge }

const SCORE_BOARD_KEY = 'scoreBoardChallenge'

type ListedChallenge = Omit<Challenge, 'hasSnippet'> & { hasSnippet?: boolean }

/** Either flag switches the coding buttons on, so the board works against this shop and the peer's server. */
export function withCodingFlag (c: ListedChallenge): Challenge {
  return { ...c, hasSnippet: c.hasSnippet === true || c.hasCodingChallenge === true }
}

export async function fetchFullListing (): Promise<Challenge[]> {
  const listing = await apiFetch<{ status: string; data?: ListedChallenge[] }>('api/Challenges/', { query: { sort: 'name' } })
  return (listing.data ?? []).map(withCodingFlag)
}

// Starts with 'challenges' so that features invalidating ['challenges'] after a solve refresh it.
const CHALLENGE_LIST = ['challenges', 'list'] as const

/**
 * The full listing in one language. The server sends names, descriptions and hints in the language
 * of the `language` cookie, so each language is its own entry and switching refetches.
 */
export function challengeListQuery (language: string) {
  return queryOptions({
    queryKey: [...CHALLENGE_LIST, language] as const,
    queryFn: async () => {
      const list = await fetchFullListing()
      // The server solves the Score Board challenge after answering the request that found it, so
      // the first answer still shows it open; asking once more shows the board as it now is.
      return list.some(c => c.key === SCORE_BOARD_KEY && !c.solved) ? await fetchFullListing() : list
    },
    // While another language loads, the board keeps showing the rows it has rather than emptying.
    placeholderData: keepPreviousData
  })
}

/**
 * The full, unfiltered listing. Sending it is what solves the Score Board challenge, so only the
 * score board screen may use this hook (the menu looks challenges up by name).
 */
export function useChallengeList (): UseQueryResult<Challenge[]> {
  const { i18n } = useTranslation()
  return useQuery(challengeListQuery(i18n.resolvedLanguage ?? i18n.language))
}

/** Marks one challenge solved in the cached listing; other rows keep their identity (memoised rows). */
export function markChallengeSolved (queryClient: QueryClient, key: string): void {
  queryClient.setQueriesData<Challenge[]>({ queryKey: CHALLENGE_LIST }, list =>
    list?.map(c => c.key === key && !c.solved ? { ...c, solved: true } : c))
}
