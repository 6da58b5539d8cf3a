import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Language as ServedLanguage } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type LanguageGauge = ServedLanguage['gauge']

/** A served language (docs/api.md, Records: Language); the built-in list below knows no completeness. */
export type Language = Pick<ServedLanguage, 'key' | 'lang' | 'shortKey'> & Partial<Pick<ServedLanguage, 'icons' | 'percentage' | 'gauge'>>

/** The languages this client ships translation files for; used while the server list is unavailable. */
export const BUILT_IN_LANGUAGES: Language[] = [
  { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb'] },
  { key: 'de', lang: 'Deutsch', shortKey: 'DE', icons: ['de'] }
]

export function useLanguages (): UseQueryResult<Language[]> {
  return useQuery({
    queryKey: ['languages'],
    queryFn: () => apiFetch<Language[]>('rest/languages'),
    staleTime: Infinity
  })
}
