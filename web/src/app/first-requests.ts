import { startEarlyApiFetch, resolveApiUrl } from '@/lib/api-client'
import { startEarly } from '@/lib/early-requests'
import { DEFAULT_LANGUAGE, initialLanguage, translationPath } from '@/lib/language-cookie'
import { searchQueryOfRoute } from './start-route'

/*
 * Imported first by main.tsx, so it runs before React and the rest of the bundle are evaluated:
 * starts what the shell and the landing screen ask for at once (configuration, languages, the
 * Score Board lookup of the top bar, the translations, and on the search screen its products and
 * stock). Only light modules may be imported here, or their evaluation would come first.
 * The paths must match the feature API calls exactly; one that drifts is merely fetched twice.
 */
const language = initialLanguage()
startEarly(resolveApiUrl(translationPath(language)))
if (language !== DEFAULT_LANGUAGE) startEarly(resolveApiUrl(translationPath(DEFAULT_LANGUAGE)))
startEarlyApiFetch('rest/admin/application-configuration')
startEarlyApiFetch('rest/languages')
startEarlyApiFetch('api/Challenges/', { name: 'Score Board' })
const q = searchQueryOfRoute(window.location.hash)
if (q !== null) {
  startEarlyApiFetch('rest/products/search', { q })
  startEarlyApiFetch('api/Quantitys/')
}
