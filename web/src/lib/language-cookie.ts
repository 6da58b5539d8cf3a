import Cookies from 'js-cookie'
import { isLanguageKey } from './language-key'

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'language'

/** The language the visitor chose earlier (the 'language' cookie), else English. */
export function initialLanguage (): string {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE)
  return isLanguageKey(fromCookie) ? fromCookie : DEFAULT_LANGUAGE
}

/** Where the translations of a language are served, relative to the page. */
export function translationPath (language: string): string {
  return `assets/i18n/${language}.json`
}
