import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { resolveApiUrl } from './api-client'
import { takeEarly } from './early-requests'
import { DEFAULT_LANGUAGE, initialLanguage, translationPath } from './language-cookie'

export { DEFAULT_LANGUAGE, initialLanguage }

/** The language the shop is shown in now, also when the player never chose one. */
export function currentLanguage (): string {
  return i18n.resolvedLanguage ?? initialLanguage()
}

function markDocumentLanguage (lng: string): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = lng.replace('_', '-')
  // Arabic reads right to left: the browser lays out text and flex rows from the right.
  document.documentElement.dir = i18n.dir(lng)
}

// Registered before init so the start-up language is announced too (screen readers, hyphenation).
i18n.on('languageChanged', markDocumentLanguage)
markDocumentLanguage(initialLanguage())

/**
 * Loads `assets/i18n/{lng}.json` (or `{ns}/{lng}.json` for content), taking the request
 * app/first-requests.ts started when there is one.
 */
const translationFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const url = resolveApiUrl(translationPath(language, namespace))
    ;(takeEarly(url) ?? fetch(url))
      .then(async response => {
        if (!response.ok) throw new Error(`Translations for ${language}: status ${response.status}`)
        callback(null, await response.json() as ResourceKey)
      })
      .catch((error: unknown) => { callback(error instanceof Error ? error : new Error(String(error)), false) })
  }
}

export const i18nReady = i18n
  .use(translationFiles)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    // Keys are flat UPPER_SNAKE strings; separators would split server texts that contain '.' or ':'.
    keySeparator: false,
    nsSeparator: false,
    // React escapes text itself; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keep the browser console for the shop's own messages (players read it for clues).
    showSupportNotice: false
  })

export default i18n
