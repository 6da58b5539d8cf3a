// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import i18n, { currentLanguage, initialLanguage } from './i18n'
import { CONTENT_NAMESPACES, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, translationPath } from './language-cookie'
import { isLanguageKey } from './language-key'
import { authorizeUrl, matchingRedirect } from './oauth'

const server = mockShopServer()

afterEach(() => { Cookies.remove(LANGUAGE_COOKIE) })

describe('the language a visitor starts in', () => {
  it('is the one of the language cookie, when it is a plausible key', () => {
    expect([DEFAULT_LANGUAGE, LANGUAGE_COOKIE]).toEqual(['en', 'language'])
    expect(initialLanguage()).toBe('en')
    Cookies.set('language', 'zh_CN')
    expect(initialLanguage()).toBe('zh_CN')
    Cookies.set('language', 'pt-BR')
    expect(initialLanguage()).toBe('pt-BR')
    Cookies.set('language', '../../ftp/legal')
    expect(initialLanguage()).toBe('en')
  })

  it('is a key of two or three letters, with an optional region', () => {
    expect(['de', 'fil', 'zh_CN', 'sr-Latn', 'es_419'].every(isLanguageKey)).toBe(true)
    expect(['d', 'deutsch', 'de_', 'de_CHRISTMAS', 'de/CH', ' de', 42, undefined].some(isLanguageKey)).toBe(false)
  })
})

describe('the translation files', () => {
  it('are the UI texts, or one kind of content in its own folder', () => {
    expect(translationPath('de')).toBe('assets/i18n/de.json')
    expect(translationPath('de', 'translation')).toBe('assets/i18n/de.json')
    expect(translationPath('de', 'privacy')).toBe('assets/i18n/privacy/de.json')
    expect(CONTENT_NAMESPACES).toEqual(['privacy', 'tutorials'])
  })

  it('that cannot be loaded leave the texts English', async () => {
    server.use(http.get(shopUrl('assets/i18n/:file'), () => HttpResponse.json({ error: 'gone' }, { status: 404 })))
    await i18n.changeLanguage('tr')
    expect(i18n.t('NAV_LANGUAGE')).toBe('Language')
    expect(currentLanguage()).toBe('en')
    await i18n.changeLanguage('en')
  })
})

describe('third-party sign-in', () => {
  const here = { origin: 'http://shop.test', pathname: '/' }

  it('is not offered without a client id, or without redirects', () => {
    expect(matchingRedirect(undefined, here)).toBeNull()
    expect(matchingRedirect({ clientId: '  ', authorizedRedirects: [{ uri: 'http://shop.test' }] }, here)).toBeNull()
    expect(matchingRedirect({ clientId: 'client' }, here)).toBeNull()
  })

  it('sends the provider to Google unless configured otherwise', () => {
    const url = new URL(authorizeUrl({}, 'http://shop.test'))
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(url.searchParams.get('client_id')).toBe('')
  })
})
