import Cookies from 'js-cookie'

export const DEFAULT_LANGUAGE = 'en'
export const LANGUAGE_COOKIE = 'language'

/** The language the visitor chose earlier (the 'language' cookie), else English. */
export function initialLanguage (): string {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE)
  // The cookie ends up in a URL path; accept only plausible language keys like 'de' or 'zh_CN'.
  return fromCookie && /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,4})?$/.test(fromCookie) ? fromCookie : DEFAULT_LANGUAGE
}

/** Where the translations of a language are served, relative to the page. */
export function translationPath (language: string): string {
  return `assets/i18n/${language}.json`
}
