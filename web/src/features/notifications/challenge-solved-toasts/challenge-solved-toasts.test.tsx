// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsHost } from '../notifications-host/notifications-host'
import { answerConfiguration } from '@/test-support/community-fixtures'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { noticeSocket, solvedNotice } from '@/test-support/notice-socket'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'

vi.mock('@/lib/socket', () => import('@/test-support/notice-socket'))
// Whether the system draws flag emoji (measured on a canvas, which happy-dom lacks).
const emoji = vi.hoisted(() => ({ supported: true }))
vi.mock('./flag-emoji-support', () => ({ supportsFlagEmoji: () => emoji.supported }))
// A live solve also celebrates, which happy-dom cannot draw; the confetti skip readers who prefer less motion.
const device = (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM.settings.device

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

let sweeps: unknown[]
beforeEach(() => {
  device.prefersReducedMotion = 'reduce'
  // A live solve also saves the progress codes.
  server.use(http.get(shopUrl('rest/:code'), ({ params }) => HttpResponse.json({ continueCode: String(params.code) })))
  noticeSocket.current = new FakeSocket()
  sweeps = []
  noticeSocket.current.on('verifyCloseNotificationsChallenge', flags => { sweeps.push(flags) })
})
afterEach(() => {
  emoji.supported = true
  vi.restoreAllMocks()
  device.prefersReducedMotion = 'no-preference'
})

function open (ctf: Record<string, unknown> = {}, wrap: (host: ReactNode) => ReactNode = host => host) {
  answerConfiguration(server, { ctf })
  return renderScreen(<>{wrap(<NotificationsHost />)}</>)
}

const solve = (key: string, challenge: string): void => { act(() => { noticeSocket.current.emit('challenge solved', solvedNotice(key, challenge)) }) }
const toast = (challenge: string): HTMLElement =>
  screen.getAllByTestId('challenge-solved-toast').find(element => element.textContent?.includes(challenge)) as HTMLElement
const toastCount = (): number => screen.queryAllByTestId('challenge-solved-toast').length

const COUNTRIES = { scoreBoardChallenge: { name: 'Canada', code: 'CA' }, loginAdminChallenge: { name: 'Nowhere', code: 'X1' }, localXssChallenge: { name: 'Japan', code: 'jp' } }

function answerCountries (): { asked: number } {
  const counter = { asked: 0 }
  server.use(http.get(shopUrl('rest/country-mapping'), () => {
    counter.asked++
    return HttpResponse.json(COUNTRIES)
  }))
  return counter
}

/** Counts the look-ups of a challenge's name in the player's language. */
function answerNames (): { asked: number } {
  const counter = { asked: 0 }
  server.use(http.get(shopUrl('api/Challenges/'), () => {
    counter.asked++
    return HttpResponse.json({ status: 'success', data: [] })
  }))
  return counter
}

describe('a challenge-solved toast', COMPONENT_TEST, () => {
  it('shows the flag in CTF mode and copies it to the clipboard', async () => {
    const names = answerNames()
    open({ showFlagsInNotifications: true })
    solve('scoreBoardChallenge', 'Score Board')
    expect(await within(await screen.findByTestId('challenge-solved-toast')).findByTestId('toast-flag')).toHaveProperty('textContent', 'flag-of-scoreBoardChallenge')
    // In English the notice's own name is shown, without asking the server.
    expect(screen.getByText('You successfully solved a challenge: Score Board')).toBeTruthy()
    // user-event puts a clipboard of its own in place of the browser's.
    const clicks = user()
    expect(screen.getByRole('button', { name: 'Copy flag' }).querySelector('[data-testid="ContentCopyIcon"]')).toBeTruthy()
    await clicks.click(screen.getByRole('button', { name: 'Copy flag' }))
    expect((await screen.findByRole('button', { name: 'Copied!' })).querySelector('[data-testid="CheckIcon"]')).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe('flag-of-scoreBoardChallenge')
    expect(names.asked).toBe(0)
  })

  it.each([
    { copied: true, shown: 'Copied!' },
    { copied: false, shown: 'Copy flag' }
  ])('falls back to a selection copy where the clipboard is refused (copied: $copied)', async ({ copied, shown }) => {
    const copiedText: string[] = []
    document.execCommand = (command: string) => {
      copiedText.push(`${command}:${document.querySelector('textarea')?.value ?? ''}`)
      return copied
    }
    open({ showFlagsInNotifications: true })
    solve('scoreBoardChallenge', 'Score Board')
    const clicks = user()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'))
    await clicks.click(await screen.findByRole('button', { name: 'Copy flag' }))
    expect(await screen.findByRole('button', { name: shown })).toBeTruthy()
    expect(copiedText).toEqual(['copy:flag-of-scoreBoardChallenge'])
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('hides the flag outside CTF mode, and asks no country when none is shown', async () => {
    const countries = answerCountries()
    const view = open({ showFlagsInNotifications: 'yes', showCountryDetailsInNotifications: 'none' })
    solve('scoreBoardChallenge', 'Score Board')
    await screen.findByTestId('challenge-solved-toast')
    expect(screen.queryByTestId('toast-flag')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy flag' })).toBeNull()
    expect(screen.queryByTestId('toast-country')).toBeNull()
    // Even a mapping already at hand is not shown.
    act(() => { view.queryClient.setQueryData(['country-mapping'], COUNTRIES) })
    solve('localXssChallenge', 'DOM XSS')
    await waitFor(() => { expect(toastCount()).toBe(2) })
    expect(screen.queryByTestId('toast-country')).toBeNull()
    expect(countries.asked).toBe(0)
  })

  it('shows the country code in a badge where the system draws no flag emoji', async () => {
    emoji.supported = false
    answerCountries()
    open({ showCountryDetailsInNotifications: 'flag' })
    solve('localXssChallenge', 'DOM XSS')
    const country = await screen.findByTestId('toast-country')
    expect(within(country).queryByRole('img')).toBeNull()
    const badge = within(country).getByLabelText('Japan')
    expect([badge.textContent, badge.getAttribute('title')]).toEqual(['JP', 'Japan'])
    expect(country.textContent).toBe('JP')
  })

  it.each([
    { setting: 'both', flag: true, name: true },
    { setting: 'flag', flag: true, name: false },
    { setting: 'name', flag: false, name: true }
  ])('shows the challenge\'s country as set ($setting)', async ({ setting, flag, name }) => {
    const countries = answerCountries()
    open({ showCountryDetailsInNotifications: setting })
    solve('scoreBoardChallenge', 'Score Board')
    const country = await screen.findByTestId('toast-country')
    expect(within(country).queryByRole('img', { name: 'Canada' })?.textContent).toBe(flag ? '🇨🇦' : undefined)
    expect(within(country).queryByTitle('Canada') !== null).toBe(flag)
    expect(within(country).queryByText('Canada') !== null).toBe(name)
    expect(countries.asked).toBe(1)
  })

  it('shows no flag for a country code that is not two letters, and no country line for a challenge without one', async () => {
    answerCountries()
    open({ showCountryDetailsInNotifications: 'flag' })
    solve('loginAdminChallenge', 'Login Admin')
    expect(within(await screen.findByTestId('toast-country')).queryByRole('img')).toBeNull()
    solve('xssChallenge', 'DOM XSS')
    await waitFor(() => { expect(toastCount()).toBe(2) })
    expect(within(toast('DOM XSS')).queryByTestId('toast-country')).toBeNull()
  })
})

describe('closing toasts', COMPONENT_TEST, () => {
  it('closes one toast with a click, all with a shift-click, and reports a sweep of two or more', async () => {
    open()
    solve('scoreBoardChallenge', 'Score Board')
    solve('loginAdminChallenge', 'Login Admin')
    solve('xssChallenge', 'DOM XSS')
    await waitFor(() => { expect(toastCount()).toBe(3) })
    await user().click(within(toast('Score Board')).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(toastCount()).toBe(2) })
    expect(sweeps).toEqual([])
    await act(async () => {
      within(toast('Login Admin')).getByRole('button', { name: 'Close' }).dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }))
    })
    await waitFor(() => { expect(toastCount()).toBe(0) })
    expect(sweeps).toEqual([['flag-of-loginAdminChallenge', 'flag-of-xssChallenge']])
  })

  it('reports no sweep when a shift-click closes a single toast', async () => {
    open()
    solve('scoreBoardChallenge', 'Score Board')
    const close = within(await screen.findByTestId('challenge-solved-toast')).getByRole('button', { name: 'Close' })
    await act(async () => { close.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true })) })
    await waitFor(() => { expect(toastCount()).toBe(0) })
    expect(sweeps).toEqual([])
  })
})

/** Switches the screen's texts to German with just the toast's sentence, as after a language change. */
function German ({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  useEffect(() => {
    i18n.addResourceBundle('de', 'translation', { CHALLENGE_SOLVED: 'Gelöst: {{challenge}}', BTN_CLOSE: 'Schließen' })
    void i18n.changeLanguage('de')
  }, [i18n])
  return i18n.language === 'de' ? children : null
}

/** Switches the screen to British English, which has no texts of its own: the English ones are shown. */
function British ({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  useEffect(() => { void i18n.changeLanguage('en-GB') }, [i18n])
  return i18n.language === 'en-GB' ? children : null
}

describe('a toast in another language', COMPONENT_TEST, () => {
  it('keeps the English name in a regional English, without asking the server', async () => {
    const names = answerNames()
    Cookies.remove('continueCode')
    open({}, host => <British>{host}</British>)
    await waitFor(() => { expect(noticeSocket.current.listenerCount('challenge solved')).toBe(1) })
    solve('scoreBoardChallenge', 'Score Board')
    expect(await screen.findByText('You successfully solved a challenge: Score Board')).toBeTruthy()
    // The progress codes saved after the solve are a round trip later than any look-up the toast started.
    await waitFor(() => { expect(Cookies.get('continueCode')).toBe('continue-code') })
    Cookies.remove('continueCode')
    expect(names.asked).toBe(0)
  })

  it('names the challenge as the server does in that language, once it has said so', async () => {
    const german: Record<string, string> = { scoreBoardChallenge: 'Punkteübersicht', loginAdminChallenge: 'Admin-Anmeldung' }
    const asked: Array<string | null> = []
    server.use(http.get(shopUrl('api/Challenges/'), ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') ?? ''
      asked.push(key)
      return HttpResponse.json({ status: 'success', data: [{ key, name: german[key] }] })
    }))
    open({}, host => <German>{host}</German>)
    await waitFor(() => { expect(noticeSocket.current.listenerCount('challenge solved')).toBe(1) })
    solve('scoreBoardChallenge', 'Score Board')
    expect(await screen.findByText('Gelöst: Punkteübersicht')).toBeTruthy()
    expect(asked).toEqual(['scoreBoardChallenge'])
    // Each challenge is named for itself, not as the one named before.
    solve('loginAdminChallenge', 'Login Admin')
    expect(await screen.findByText('Gelöst: Admin-Anmeldung')).toBeTruthy()
    expect(screen.getAllByText(/^Gelöst: /).map(toast => toast.textContent)).toEqual(['Gelöst: Punkteübersicht', 'Gelöst: Admin-Anmeldung'])
  })
})
