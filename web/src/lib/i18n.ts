import i18n from 'i18next'
import HttpBackend from 'i18next-http-backend'
import Cookies from 'js-cookie'
import { initReactI18next } from 'react-i18next'
import { isLanguageKey } from './language-key'

export const DEFAULT_LANGUAGE = 'en'
const LANGUAGE_COOKIE = 'language'

export function initialLanguage (): string {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE)
  return isLanguageKey(fromCookie) ? fromCookie : DEFAULT_LANGUAGE
}

/** The language the shop is shown in now, also when the player never chose one. */
export function currentLanguage (): string {
  return i18n.resolvedLanguage ?? initialLanguage()
}

function markDocumentLanguage (lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng.replace('_', '-')
}

// Registered before init so the start-up language is announced too (screen readers, hyphenation).
i18n.on('languageChanged', markDocumentLanguage)
markDocumentLanguage(initialLanguage())

export const i18nReady = i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    // Keys are flat UPPER_SNAKE strings; separators would split server texts that contain '.' or ':'.
    keySeparator: false,
    nsSeparator: false,
    backend: { loadPath: './assets/i18n/{{lng}}.json' },
    // React escapes text itself; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keep the browser console for the shop's own messages (players read it for clues).
    showSupportNotice: false
  })

/** Switches the language and remembers it in the 'language' cookie for one year. */
export async function changeLanguage (key: string): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, key, { expires: 365 })
  await i18n.changeLanguage(key)
}

export default i18n
