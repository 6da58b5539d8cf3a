import Cookies from 'js-cookie'
import { isLanguageKey } from './language-key'

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'language'

/** The language the visitor chose earlier (the 'language' cookie), else English. */
export function initialLanguage (): string {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE)
  return isLanguageKey(fromCookie) ? fromCookie : DEFAULT_LANGUAGE
}

/**
 * Texts loaded only by the screens that show them (i18next namespaces): the privacy policy, and the
 * hacking instructor's scripts when a tutorial runs. A language without a file of its own, or a key
 * its file lacks, shows the English text.
 */
export const CONTENT_NAMESPACES = ['privacy', 'tutorials'] as const
export const UI_NAMESPACE = 'translation'

/** Where the translations of a language are served, relative to the page: the UI texts, or one kind of content. */
export function translationPath (language: string, namespace: string = UI_NAMESPACE): string {
  return namespace === UI_NAMESPACE ? `assets/i18n/${language}.json` : `assets/i18n/${namespace}/${language}.json`
}
