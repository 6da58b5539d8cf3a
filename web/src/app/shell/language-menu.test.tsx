// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n as I18n } from 'i18next'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '@/features/meta/api/get-languages'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { SHOP_LANGUAGES, serveShell } from '@/test-support/shell-fixtures'
import { LanguageMenu } from './language-menu'

const server = mockShopServer()

afterEach(() => {
  Cookies.remove('language')
  vi.restoreAllMocks()
})

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

/** The texts instance the screen renders with, so a test can switch the shown language. */
const texts: { i18n: I18n | null } = { i18n: null }
function TextsProbe () {
  texts.i18n = useTranslation().i18n
  return null
}

function renderMenu (answer: Language[] | 'failure' = SHOP_LANGUAGES) {
  const log = serveShell(server, { languages: answer === 'failure' ? [] : answer })
  if (answer === 'failure') server.use(http.get(shopUrl('rest/languages'), () => HttpResponse.json({ error: 'down' }, { status: 500 })))
  // The language files the shop's own texts switch to.
  server.use(http.get(shopUrl('assets/i18n/:file'), () => HttpResponse.json({ NAV_LANGUAGE: 'Sprache' })))
  const view = renderScreen(<><LanguageMenu /><TextsProbe /></>)
  return { view, log }
}

async function openMenu (button: HTMLElement): Promise<HTMLElement> {
  await user().click(button)
  return screen.findByRole('menu')
}

const choices = (menu: HTMLElement): HTMLElement[] => within(menu).getAllByRole('menuitemradio')

describe('the language menu', COMPONENT_TEST, () => {
  it('is a button named by the current language', async () => {
    const { log } = renderMenu()
    const button = screen.getByRole('button', { name: /^EN\s*Language$/ })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    await waitFor(() => { expect(log).toContain('GET /rest/languages') })
  })

  it('lists the served languages, the current one checked, each with how much of it is translated', async () => {
    renderMenu()
    const menu = await openMenu(screen.getByRole('button', { name: /Language/ }))
    await waitFor(() => { expect(choices(menu)).toHaveLength(3) })
    expect(choices(menu).map(choice => choice.textContent)).toEqual(['ENEnglish', 'DEDeutsch', 'CN中文'])
    expect(choices(menu).map(choice => choice.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false'])
    expect(choices(menu)[0].classList.contains('Mui-selected')).toBe(true)
    expect(choices(menu)[1].classList.contains('Mui-selected')).toBe(false)
    expect(within(choices(menu)[0]).queryByTestId('RadioButtonCheckedIcon')).not.toBeNull()
    expect(within(choices(menu)[1]).queryByTestId('RadioButtonUncheckedIcon')).not.toBeNull()
    // Each name is marked with its own language, for screen readers and fonts.
    expect(within(choices(menu)[2]).getByText('中文').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN')

    const gauges = within(menu).getAllByRole('progressbar')
    expect(gauges.map(gauge => gauge.getAttribute('aria-label'))).toEqual(['100% translated', '88% translated', '41% translated'])
    expect(gauges.map(gauge => gauge.getAttribute('aria-valuenow'))).toEqual(['100', '88', '41'])
    expect(gauges[1].parentElement?.getAttribute('title')).toBe('88% translated')
    expect(gauges.map(gauge => gauge.className.match(/MuiLinearProgress-color(\w+)/)?.[1])).toEqual(['Success', 'Secondary', 'Warning'])
  })

  it('colours a barely translated language red, and keeps its figure between 0 and 100', async () => {
    renderMenu([
      { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb'], percentage: 100.4, gauge: 'full' },
      { key: 'pl', lang: 'Polski', shortKey: 'PL', icons: ['pl'], percentage: 24.5, gauge: 'quarter' },
      { key: 'eo', lang: 'Esperanto', shortKey: 'EO', icons: ['eo'], percentage: -3, gauge: 'empty' },
      { key: 'tr', lang: 'Türkçe', shortKey: 'TR', icons: ['tr'], percentage: 12 }
    ])
    const menu = await openMenu(screen.getByRole('button', { name: /Language/ }))
    await waitFor(() => { expect(choices(menu)).toHaveLength(4) })
    const gauges = within(menu).getAllByRole('progressbar')
    expect(gauges.map(gauge => gauge.getAttribute('aria-label'))).toEqual(['100% translated', '25% translated', '0% translated', '12% translated'])
    expect(gauges.map(gauge => gauge.className.match(/MuiLinearProgress-color(\w+)/)?.[1])).toEqual(['Success', 'Error', 'Error', 'Error'])
  })

  it('falls back to the built-in languages, without gauges, when the shop lists none or cannot be asked', async () => {
    for (const answer of [[], 'failure'] satisfies Array<Language[] | 'failure'>) {
      const { view } = renderMenu(answer)
      await waitFor(() => { expect(view.queryClient.getQueryState(['languages'])?.status).not.toBe('pending') })
      const menu = await openMenu(screen.getByRole('button', { name: /^EN\s*Language$/ }))
      expect(choices(menu).map(choice => choice.textContent)).toEqual(['ENEnglish', 'DEDeutsch'])
      expect(within(menu).queryAllByRole('progressbar')).toHaveLength(0)
      view.unmount()
    }
  })

  it('names a current language by its short key, or by its key where the list lacks it', async () => {
    renderMenu()
    await waitFor(() => { expect(screen.getByRole('button', { name: /Language/ })).toBeTruthy() })
    await act(async () => {
      texts.i18n?.addResourceBundle('zh_CN', 'translation', { NAV_LANGUAGE: 'Language' })
      await texts.i18n?.changeLanguage('zh_CN')
    })
    await waitFor(() => { expect(screen.getByRole('button', { name: /^CN\s*Language$/ })).toBeTruthy() })
    await act(async () => {
      texts.i18n?.addResourceBundle('pt_BR', 'translation', { NAV_LANGUAGE: 'Language' })
      await texts.i18n?.changeLanguage('pt_BR')
    })
    expect(screen.getByRole('button', { name: /^PT_BR\s*Language$/ })).toBeTruthy()
  })

  it('switches to the chosen language, remembers it for a year and offers a reload', async () => {
    const set = vi.spyOn(Cookies, 'set')
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    const { log } = renderMenu()
    const menu = await openMenu(screen.getByRole('button', { name: /Language/ }))
    await waitFor(() => { expect(choices(menu)).toHaveLength(3) })
    fireEvent.click(within(menu).getByText('Deutsch'))
    await waitFor(() => { expect(screen.queryByRole('menu')).toBeNull() })
    expect(await screen.findByText('Language has been changed to Deutsch')).toBeTruthy()
    expect(Cookies.get('language')).toBe('de')
    expect(set).toHaveBeenCalledWith('language', 'de', { expires: 365 })
    expect(log).toContain('GET /assets/i18n/de.json')
    expect(document.documentElement.lang).toBe('de')
    // Same reading direction: no reload unless asked for.
    expect(reload).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Force page reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('closes with Escape without switching', async () => {
    renderMenu()
    const menu = await openMenu(screen.getByRole('button', { name: /Language/ }))
    fireEvent.keyDown(menu, { key: 'Escape' })
    await waitFor(() => { expect(screen.queryByRole('menu')).toBeNull() })
    expect(Cookies.get('language')).toBeUndefined()
  })
})
