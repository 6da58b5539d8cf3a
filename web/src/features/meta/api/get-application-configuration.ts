import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ApplicationConfiguration as ShopConfiguration } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

/** Every field optional, lists kept whole: what the peer's server or an older shop may leave out. */
type Optional<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: Optional<T[K]> } : T

/**
 * The public configuration (docs/api.md, Records: ApplicationConfiguration). The client reads it
 * with every field possibly missing, so a server that sends less still renders.
 */
export type ApplicationConfiguration = Optional<ShopConfiguration>

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
