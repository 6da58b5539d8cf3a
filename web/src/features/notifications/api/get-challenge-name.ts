import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Challenge } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

type NamedChallenge = Pick<Challenge, 'key' | 'name'>

/** The name of one challenge as the server shows it in `language` (docs/api.md, Score board). */
export async function fetchChallengeName (key: string): Promise<string | null> {
  // `key` narrows the listing to one row, so this lookup never counts as finding the score board.
  const answer = await apiFetch<{ data?: NamedChallenge[] }>('api/Challenges/', { query: { key } })
  return answer.data?.find(c => c.key === key)?.name ?? null
}

/**
 * A solved notice names its challenge in English (one broadcast reaches every player); the toast
 * shows the name in the player's language once the server has told it, the English one until then.
 */
export function useShownChallengeName (key: string, english: string): string {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const { data } = useQuery({
    queryKey: ['challenges', 'name', key, language],
    queryFn: () => fetchChallengeName(key),
    enabled: language !== 'en',
    staleTime: Infinity
  })
  return data ?? english
}
