import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export type LanguageGauge = 'full' | 'three-quarters' | 'half' | 'quarter' | 'empty'

export interface Language {
  key: string
  lang: string
  shortKey: string
  icons?: string[]
  percentage?: number
  gauge?: LanguageGauge
}

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
