// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import type { BackendModule } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { startEarly } from './early-requests'
import i18n, { currentLanguage, initialLanguage } from './i18n'
import { CONTENT_NAMESPACES, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, translationPath } from './language-cookie'
import { isLanguageKey } from './language-key'
import { authorizeUrl, matchingRedirect } from './oauth'

const server = mockShopServer()

afterEach(() => {
  Cookies.remove(LANGUAGE_COOKIE)
  vi.unstubAllGlobals()
})

/** What the app's translation loader hands i18next for one language: the error, or the texts. */
function loadTexts (language: string): Promise<{ error: unknown, texts: unknown }> {
  const backend = i18n.services.backendConnector.backend as BackendModule
  return new Promise(resolve => { backend.read(language, 'translation', (error, texts) => { resolve({ error, texts }) }) })
}

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

  it('is, once the shop is shown, the language it is shown in rather than a cookie set since', () => {
    Cookies.set('language', 'de')
    expect([initialLanguage(), currentLanguage()]).toEqual(['de', 'en'])
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

  it('take the request started for them before the app loaded, instead of asking twice', async () => {
    const asked: string[] = []
    server.use(http.get(shopUrl('assets/i18n/:file'), ({ params }) => { asked.push(String(params.file)); return HttpResponse.json({ NAV_LANGUAGE: 'Dil' }) }))
    startEarly(shopUrl('assets/i18n/tr.json'))
    expect(await loadTexts('tr')).toEqual({ error: null, texts: { NAV_LANGUAGE: 'Dil' } })
    expect(asked).toEqual(['tr.json'])
  })

  it('that fail say which language and why', async () => {
    server.use(http.get(shopUrl('assets/i18n/:file'), () => HttpResponse.json({ error: 'gone' }, { status: 404 })))
    const { error, texts } = await loadTexts('tr')
    expect([error, texts]).toEqual([new Error('Translations for tr: status 404'), false])
    vi.stubGlobal('fetch', () => Promise.reject(new Error('Failed to fetch')))
    expect((await loadTexts('tr')).error).toEqual(new Error('Failed to fetch'))
    vi.stubGlobal('fetch', () => Promise.reject('offline'))
    expect((await loadTexts('tr')).error).toEqual(new Error('offline'))
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
