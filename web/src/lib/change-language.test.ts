// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { changeLanguage } from './change-language'
import i18n, { currentLanguage } from './i18n'

const server = mockShopServer()

afterEach(async () => {
  Cookies.remove('language')
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

function serveTexts (): string[] {
  const loaded: string[] = []
  server.use(http.get(shopUrl('assets/i18n/:file'), ({ params }) => {
    loaded.push(String(params.file))
    return HttpResponse.json({ NAV_LANGUAGE: `Language in ${String(params.file)}` })
  }))
  return loaded
}

describe('changing the language', () => {
  it('switches the texts, marks the page and remembers the choice for a year', async () => {
    const loaded = serveTexts()
    const set = vi.spyOn(Cookies, 'set')
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    await changeLanguage('de')
    expect(set).toHaveBeenCalledWith('language', 'de', { expires: 365 })
    expect(Cookies.get('language')).toBe('de')
    expect(loaded).toContain('de.json')
    expect(currentLanguage()).toBe('de')
    expect(i18n.t('NAV_LANGUAGE')).toBe('Language in de.json')
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de', 'ltr'])
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads the page when the reading direction turns', async () => {
    serveTexts()
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    await changeLanguage('ar_SA')
    expect(reload).toHaveBeenCalledTimes(1)
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar-SA', 'rtl'])
    await changeLanguage('ar_SA')
    expect(reload).toHaveBeenCalledTimes(1)
    await changeLanguage('zh_CN')
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
