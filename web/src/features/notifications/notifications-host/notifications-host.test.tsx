// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerConfiguration } from '@/test-support/community-fixtures'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { noticeSocket, solvedNotice } from '@/test-support/notice-socket'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { NotificationsHost } from './notifications-host'

vi.mock('@/lib/socket', () => import('@/test-support/notice-socket'))
const confetti = vi.hoisted(() => ({ fn: null as null | ((...args: unknown[]) => void) }))
vi.mock('canvas-confetti', () => ({ default: (...args: unknown[]) => confetti.fn?.(...args) }))

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })
const CODES = ['continueCode', 'continueCodeFindIt', 'continueCodeFixIt']

let bursts: number
beforeEach(() => {
  noticeSocket.current = new FakeSocket()
  bursts = 0
  confetti.fn = () => { bursts++ }
  answerConfiguration(server)
})
afterEach(() => {
  for (const name of [...CODES, 'welcomebanner_status', 'language']) Cookies.remove(name)
})

/** The server's current progress codes, counting how often they were asked for. */
function answerProgressCodes (): { asked: number } {
  const counter = { asked: 0 }
  server.use(http.get(shopUrl('rest/:code'), ({ params }) => {
    counter.asked++
    return HttpResponse.json({ continueCode: `${String(params.code)}-now` })
  }))
  return counter
}

function openHost () {
  const view = renderScreen(<NotificationsHost />)
  for (const queryKey of [['challenges'], ['challenge-solved'], ['basket']]) view.queryClient.setQueryData(queryKey, [])
  const refreshed = () => [['challenges'], ['challenge-solved']].map(queryKey => view.queryClient.getQueryState(queryKey)?.isInvalidated)
  /** Whether a solve left the rest of the shop's data alone. */
  const othersKept = () => view.queryClient.getQueryState(['basket'])?.isInvalidated === false
  return { ...view, refreshed, othersKept }
}

const emit = (event: string, payload?: unknown): void => { act(() => { noticeSocket.current.emit(event, payload) }) }
const toasts = (): string[] => screen.queryAllByTestId('challenge-solved-toast').map(toast => toast.textContent ?? '')

describe('the notifications', COMPONENT_TEST, () => {
  it('show nothing until a notice arrives, and stop listening when closed', () => {
    const view = openHost()
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(noticeSocket.current.listenerCount('challenge solved')).toBe(1)
    expect(noticeSocket.current.listenerCount('server started')).toBe(1)
    view.unmount()
    expect(noticeSocket.current.listenerCount('challenge solved')).toBe(0)
    expect(noticeSocket.current.listenerCount('server started')).toBe(0)
  })

  it('toast a live solve, refresh the score board, save the progress codes and celebrate', async () => {
    const codes = answerProgressCodes()
    const { refreshed, othersKept } = openHost()
    emit('challenge solved', solvedNotice('scoreBoardChallenge', 'Score Board'))
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeTruthy()
    expect(toasts()).toEqual(['You successfully solved a challenge: Score Board'])
    expect(othersKept()).toBe(true)
    expect(screen.queryByTestId('restored-solves-summary')).toBeNull()
    expect(screen.queryByTestId('server-started-notice')).toBeNull()
    expect(refreshed()).toEqual([true, true])
    await waitFor(() => { expect(Cookies.get('continueCodeFixIt')).toBe('continue-code-fixIt-now') })
    expect(Cookies.get('continueCode')).toBe('continue-code-now')
    expect(codes.asked).toBe(3)
    await waitFor(() => { expect(bursts).toBe(1) })
  })

  it('keep a hidden solve quiet, but still refresh and save the progress', async () => {
    answerProgressCodes()
    const { refreshed } = openHost()
    emit('challenge solved', solvedNotice('easterEggLevelOneChallenge', 'Easter Egg', { hidden: true }))
    await waitFor(() => { expect(Cookies.get('continueCode')).toBe('continue-code-now') })
    expect(refreshed()).toEqual([true, true])
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(bursts).toBe(0)
  })

  it('ignore a notice without a challenge key', () => {
    const { refreshed } = openHost()
    emit('challenge solved', { challenge: 'Nothing' })
    emit('challenge solved', undefined)
    expect(refreshed()).toEqual([false, false])
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
  })

  it('sum restored solves up in one notice, without celebrating or saving codes again', async () => {
    const { refreshed } = openHost()
    emit('challenge solved', solvedNotice('scoreBoardChallenge', 'Score Board', { isRestore: true }))
    expect((await screen.findByTestId('restored-solves-summary')).textContent).toBe('1 solved challenge was restored from your saved progress.')
    emit('challenge solved', solvedNotice('loginAdminChallenge', 'Login Admin', { isRestore: true }))
    expect(screen.getByTestId('restored-solves-summary').textContent).toBe('2 solved challenges were restored from your saved progress.')
    expect(toasts()).toEqual([])
    expect(refreshed()).toEqual([true, true])
    await user().click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByTestId('restored-solves-summary')).toBeNull() })
    expect(bursts).toBe(0)
    expect(Cookies.get('continueCode')).toBeUndefined()
  })
})

describe('the server-started notice', COMPONENT_TEST, () => {
  it('does not appear when there is no saved progress to restore', async () => {
    const { refreshed } = openHost()
    emit('server started')
    // Restoring is loaded on demand; give it the chance to (wrongly) show something.
    await act(async () => { await import('../server-started-notice/restore-progress') })
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()
    expect(refreshed()).toEqual([false, false])
  })

  it('restores the saved codes and says so; Clear all progress forgets everything this browser kept', async () => {
    Cookies.set('continueCode', 'abc/1')
    Cookies.set('welcomebanner_status', 'dismiss')
    Cookies.set('language', 'de')
    localStorage.setItem('showSolvedChallenges', 'false')
    localStorage.setItem('unrelated', 'kept')
    const applied: string[] = []
    server.use(http.put(shopUrl('rest/continue-code/apply/:code'), ({ request }) => {
      applied.push(new URL(request.url).pathname)
      return HttpResponse.json({})
    }))
    const { refreshed } = openHost()
    emit('server started')
    const notice = await screen.findByTestId('server-started-notice')
    expect(notice.getAttribute('role')).toBe('status')
    expect(notice.className).toContain('MuiAlert-filledInfo')
    expect(notice.textContent).toContain('The server has been restarted')
    expect(notice.textContent).toContain('Your previous hacking progress has been restored automatically.')
    expect(applied).toEqual(['/rest/continue-code/apply/abc%2F1'])
    expect(refreshed()).toEqual([true, true])

    const clear = screen.getByRole('button', { name: 'Clear all progress' })
    expect(clear.querySelector('[data-testid="DeleteSweepIcon"]')).toBeTruthy()
    await user().click(clear)
    expect(clear).toHaveProperty('disabled', true)
    expect(clear.querySelector('[data-testid="CheckIcon"]')).toBeTruthy()
    expect([Cookies.get('continueCode'), Cookies.get('welcomebanner_status'), Cookies.get('language')]).toEqual([undefined, undefined, undefined])
    expect(localStorage.getItem('showSolvedChallenges')).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('kept')

    await user().click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByTestId('server-started-notice')).toBeNull() })
  })

  it('warns when the saved progress could not be restored', async () => {
    Cookies.set('continueCode', 'stale')
    server.use(http.put(shopUrl('rest/continue-code/apply/:code'), () => HttpResponse.json({ error: 'Invalid continue code.' }, { status: 404 })))
    openHost()
    emit('server started')
    const notice = await screen.findByTestId('server-started-notice')
    expect(notice.getAttribute('role')).toBe('alert')
    expect(notice.className).toContain('MuiAlert-filledWarning')
    expect(notice.textContent).toContain('Restoring your previous hacking progress failed: Invalid continue code.')
    expect(screen.getByRole('button', { name: 'Clear all progress' })).toHaveProperty('disabled', false)
  })
})
