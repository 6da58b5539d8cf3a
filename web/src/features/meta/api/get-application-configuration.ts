import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** The parts of `config` the client reads (docs/api.md); every field may be missing. */
export interface ApplicationConfiguration {
  application?: {
    name?: string
    domain?: string
    logo?: string
    theme?: string
    showGitHubLinks?: boolean
    gitHubUrl?: string
    altcoinName?: string
    privacyContactEmail?: string
    welcomeBanner?: { showOnFirstStart?: boolean; title?: string; message?: string }
    social?: { twitterUrl?: string; facebookUrl?: string; slackUrl?: string; redditUrl?: string; pressKitUrl?: string }
    googleOauth?: { clientId?: string; authorizeUrl?: string; userInfoUrl?: string; authorizedRedirects?: Array<{ uri: string; proxy?: string }> }
    recyclePage?: { topProductImage?: string; bottomProductImage?: string }
  }
  challenges?: {
    restrictToTutorialsFirst?: boolean
    showSolvedNotifications?: boolean
    codingChallengesEnabled?: string
    showHints?: boolean
    showSolutions?: boolean
  }
  hackingInstructor?: { isEnabled?: boolean }
  classroom?: { enabled?: boolean }
  ctf?: { showFlagsInNotifications?: boolean; showCountryDetailsInNotifications?: string }
}

/** At start-up: the built-in name when configuration gives none. */
export const DEFAULT_APPLICATION_NAME = 'Juice Shop'

/** The configuration is fixed for the server's lifetime: fetched once per page (main.tsx reads it before the first render). */
export const applicationConfigurationQuery = queryOptions({
  queryKey: ['application-configuration'],
  queryFn: async () => (await apiFetch<{ config: ApplicationConfiguration }>('rest/admin/application-configuration')).config,
  staleTime: Infinity
})

export function useApplicationConfiguration (): UseQueryResult<ApplicationConfiguration> {
  return useQuery(applicationConfigurationQuery)
}

export function useApplicationName (): string {
  const { data } = useApplicationConfiguration()
  const name = data?.application?.name
  return typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_APPLICATION_NAME
}
