import Cookies from 'js-cookie'
import i18n, { currentLanguage } from './i18n'
import { LANGUAGE_COOKIE } from './language-cookie'

/**
 * Switches the language and remembers it in the 'language' cookie for one year. Apart from
 * lib/i18n.ts because only the language menu and a backup restore switch, both loaded later.
 */
export async function changeLanguage (key: string): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, key, { expires: 365 })
  const direction = i18n.dir(currentLanguage())
  await i18n.changeLanguage(key)
  // A page's style cache is built for one reading direction (app/rtl-app.tsx): start afresh.
  if (i18n.dir(key) !== direction) window.location.reload()
}
