// @vitest-environment happy-dom
import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch } from '@/lib/api-client'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { useClassroomStatus } from '../api/get-status'
import { classroomKeys } from '../api/keys'
import type { ClassroomNotice, ClassroomStatus } from '../api/types'
import ClassroomHost from './classroom-host'
import { isShopAway, RETRY_STATUS_MS } from './use-reconnecting'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const STATUS = shopUrl('rest/classroom/status')

const status = (over: Partial<ClassroomStatus> = {}): ClassroomStatus =>
  ({ team: null, trainer: false, eventEnd: null, frozen: false, pinnedPath: null, notice: null, ...over })

function serveStatus (value: ClassroomStatus): { requests: number } {
  const counter = { requests: 0 }
  server.use(http.get(STATUS, () => { counter.requests++; return HttpResponse.json(value) }))
  return counter
}

/** What the status says about the notice, shown beside the host, so a test sees when the host has the status too. */
function StatusNotice () {
  const { data } = useClassroomStatus()
  return <p data-testid="status-notice">{data?.notice?.message ?? ''}</p>
}

function renderHost (at: string) {
  socket.current = new FakeSocket()
  return renderScreen(<><ClassroomHost /><StatusNotice /></>, { at, path: '*' })
}

describe('classroom shell', COMPONENT_TEST, () => {
  it('sends a visitor without a team from a shop route to the join page', async () => {
    serveStatus(status())
    const view = renderHost('/search')
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
  })

  it.each(['/classroom/leaderboard', '/classroom/projector', '/classroom/trainer', '/classroom/leaderboard/teams/Blue%20Kiwis'])(
    'leaves %s reachable without a team', async at => {
      const counter = serveStatus(status())
      const view = renderHost(at)
      await waitFor(() => { expect(counter.requests).toBe(1) })
      expect(view.path()).toBe(at)
    })

  it('lets a team member and a signed-in trainer stay on shop routes', async () => {
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' } }))
    const member = renderHost('/score-board')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    expect(member.path()).toBe('/score-board')
    member.unmount()

    serveStatus(status({ trainer: true }))
    const trainer = renderHost('/search')
    await screen.findByRole('status')
    expect(trainer.path()).toBe('/search')
  })

  it('goes to the join page on any 401 team_required answer (the team was deleted meanwhile)', async () => {
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' } }))
    server.use(http.get(shopUrl('api/Products'), () => HttpResponse.json({ error: 'team_required', message: 'Join a team first' }, { status: 401 })))
    const view = renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })

    await view.queryClient.fetchQuery({ queryKey: ['products'], queryFn: () => apiFetch('api/Products') }).catch(() => undefined)

    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
    // The status is asked again, so the side menu stops showing the old team.
    await waitFor(() => { expect(counter.requests).toBe(2) })
  })

  it('does not leave the page for another 401 (a shop login failing)', async () => {
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' } }))
    server.use(http.get(shopUrl('rest/user/whoami'), () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })))
    const view = renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    await view.queryClient.fetchQuery({ queryKey: ['whoami'], queryFn: () => apiFetch('rest/user/whoami') }).catch(() => undefined)
    expect(view.path()).toBe('/search')
  })

  it('shows the latest notice from the status, a new one from the socket, in a live region, until dismissed', async () => {
    window.localStorage.clear()
    serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' }, notice: { message: 'Break until 11:00', at: '2026-11-26T10:30:00.000Z' } }))
    renderHost('/search')

    const region = await screen.findByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    await waitFor(() => { expect(region.textContent).toContain('Break until 11:00') })

    socket.current?.emit('classroom notice', { message: '<b>Hint</b>: look at the footer', at: '2026-11-26T10:40:00.000Z' })
    // Shown as text: the markup is not interpreted.
    await waitFor(() => { expect(region.textContent).toContain('<b>Hint</b>: look at the footer') })
    expect(region.querySelector('b')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /close the message/i }))
    await waitFor(() => { expect(screen.queryByTestId('classroom-notice')).toBeNull() })
  })

  it('does not show again a notice this browser dismissed', async () => {
    const notice = { message: 'Seen already', at: '2026-11-26T09:00:00.000Z' }
    window.localStorage.setItem('classroom-notice-seen', notice.at)
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' }, notice }))
    renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    expect(screen.queryByTestId('classroom-notice')).toBeNull()
  })

  it('refetches everything after the trainer reset this team', async () => {
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' } }))
    renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    socket.current?.emit('classroom reset', {})
    await waitFor(() => { expect(counter.requests).toBe(2) })
  })

  it('says it is reconnecting while the team\'s shop answers 502 or 409 team_not_here, and stops at the next answer', async () => {
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' } }))
    let away = true
    server.use(http.get(shopUrl('api/Products'), () => away
      ? new HttpResponse('Bad Gateway', { status: 502 })
      : HttpResponse.json({ status: 'success', data: [] })))
    server.use(http.get(shopUrl('api/Quantitys'), () => HttpResponse.json({ status: 'error', error: 'team_not_here', message: 'held by replica-0' }, { status: 409 })))
    const view = renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    expect(screen.queryByTestId('classroom-reconnecting')).toBeNull()

    await view.queryClient.fetchQuery({ queryKey: ['products'], queryFn: () => apiFetch('api/Products') }).catch(() => undefined)
    expect((await screen.findByRole('alert')).textContent).toBe('Reconnecting to your team\'s shop…')
    // Never the join page: the team still exists, its shop is only away.
    expect(view.path()).toBe('/search')

    away = false
    await view.queryClient.fetchQuery({ queryKey: ['products', 2], queryFn: () => apiFetch('api/Products') })
    await waitFor(() => { expect(screen.queryByTestId('classroom-reconnecting')).toBeNull() })

    await view.queryClient.fetchQuery({ queryKey: ['quantities'], queryFn: () => apiFetch('api/Quantitys') }).catch(() => undefined)
    expect(await screen.findByTestId('classroom-reconnecting')).toBeTruthy()
  })

  it('says it is reconnecting while the realtime connection is dropped, not when the app itself reconnects it', async () => {
    const counter = serveStatus(status({ team: { name: 'Blue Kiwis', id: 't-0123456789' } }))
    renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    socket.current?.emit('disconnect', 'io client disconnect')
    expect(screen.queryByTestId('classroom-reconnecting')).toBeNull()
    socket.current?.emit('disconnect', 'transport close')
    expect(await screen.findByTestId('classroom-reconnecting')).toBeTruthy()
    socket.current?.emit('connect')
    await waitFor(() => { expect(screen.queryByTestId('classroom-reconnecting')).toBeNull() })
  })

  it.each([
    [new ApiError(502, 'Bad Gateway'), true],
    [new ApiError(504, null), true],
    [new ApiError(503, '<html>503 Service Temporarily Unavailable</html>'), true],
    [new ApiError(503, { status: 'error', error: 'not_ready' }), true],
    [new ApiError(409, { status: 'error', error: 'team_not_here' }), true],
    [new TypeError('Failed to fetch'), true],
    // The shop's own answers: a budget of a planted weakness, a conflict of the shop, a missing team.
    [new ApiError(503, { status: 'error', error: 'busy', message: 'The search took too long' }), false],
    [new ApiError(409, { status: 'error', error: 'conflict' }), false],
    [new ApiError(401, { status: 'error', error: 'team_required' }), false],
    [new ApiError(404, { status: 'error', error: 'team_not_here' }), false],
    // A fault of the app itself, not of the way to the shop.
    [new Error('Cannot read properties of undefined'), false],
    // Only the shop's answers carry a status that means something here.
    [Object.assign(new Error('Gateway of some library'), { status: 502 }), false]
  ])('takes %s for the team\'s shop being away: %s', (error, away) => {
    expect(isShopAway(error)).toBe(away)
  })
})

const KIWIS = { name: 'Blue Kiwis', id: 't-0123456789' }
const SEEN_KEY = 'classroom-notice-seen'

/** Runs a write of the app (a mutation) that fails as `path` answers, as a form's submit would. */
async function failWrite (queryClient: QueryClient, path: string): Promise<void> {
  await new MutationObserver(queryClient, { mutationFn: () => apiFetch(path, { method: 'POST', body: {} }) }).mutate().catch(() => undefined)
}

/** A status whose notice a test may change between answers; counts the requests. */
function changingStatus () {
  const state = { notice: null as ClassroomNotice | null, down: false, requests: 0 }
  server.use(http.get(STATUS, () => {
    state.requests++
    return state.down ? new HttpResponse('Bad Gateway', { status: 502 }) : HttpResponse.json(status({ team: KIWIS, notice: state.notice }))
  }))
  return state
}

describe('classroom shell, less common cases', COMPONENT_TEST, () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
    window.location.hash = ''
  })

  it('goes to the join page when a write answers 401 team_required too', async () => {
    const counter = serveStatus(status({ team: KIWIS }))
    server.use(http.post(shopUrl('api/BasketItems'), () => HttpResponse.json({ error: 'team_required', message: 'Join a team first' }, { status: 401 })))
    const view = renderHost('/basket')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    await failWrite(view.queryClient, 'api/BasketItems')
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
    await waitFor(() => { expect(counter.requests).toBe(2) })
  })

  it.each(['#/classroom/join', '#/classroom/join?team=Blue%20Kiwis'])('does not send the page to the join page again when the address is there already (%s)', async hash => {
    // The app's router reads the hash; the test's in-memory router does not, so only the hash says "join page".
    window.location.hash = hash
    const counter = serveStatus(status({ team: KIWIS }))
    server.use(http.get(shopUrl('api/Products'), () => HttpResponse.json({ error: 'team_required' }, { status: 401 })))
    const view = renderHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    await view.queryClient.fetchQuery({ queryKey: ['products'], queryFn: () => apiFetch('api/Products') }).catch(() => undefined)
    // The status is still asked again.
    await waitFor(() => { expect(counter.requests).toBe(2) })
    await act(async () => {})
    expect(view.path()).toBe('/search')
  })

  it('says it is reconnecting when a write finds the team\'s shop away', async () => {
    const counter = serveStatus(status({ team: KIWIS }))
    server.use(http.post(shopUrl('api/BasketItems'), () => new HttpResponse(null, { status: 504 })))
    const view = renderHost('/basket')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    await failWrite(view.queryClient, 'api/BasketItems')
    expect(await screen.findByTestId('classroom-reconnecting')).toBeTruthy()
  })

  it('asks the status again every few seconds while the shop is away, and stops once it answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const shop = changingStatus()
    const view = renderHost('/search')
    const asking = () => view.queryClient.isFetching({ queryKey: classroomKeys.status })
    const wait = (ms: number) => { act(() => { vi.advanceTimersByTime(ms) }) }
    await vi.waitFor(() => { expect(shop.requests).toBe(1) })
    await vi.waitFor(() => { expect(asking()).toBe(0) })
    wait(2 * RETRY_STATUS_MS)
    expect(asking()).toBe(0)

    shop.down = true
    act(() => { socket.current?.emit('disconnect', 'transport close') })
    wait(RETRY_STATUS_MS - 1)
    expect(asking()).toBe(0)
    wait(1)
    expect(asking()).toBe(1)
    await vi.waitFor(() => { expect([shop.requests, asking()]).toEqual([2, 0]) })
    // A 502 keeps it away, and asking.
    expect(screen.getByTestId('classroom-reconnecting')).toBeTruthy()

    shop.down = false
    wait(RETRY_STATUS_MS)
    await vi.waitFor(() => { expect(screen.queryByTestId('classroom-reconnecting')).toBeNull() })
    expect(shop.requests).toBe(3)
    wait(3 * RETRY_STATUS_MS)
    expect(asking()).toBe(0)
  })

  it('ignores a live notice without a text', async () => {
    const shop = changingStatus()
    renderHost('/search')
    await waitFor(() => { expect(shop.requests).toBe(1) })
    act(() => { socket.current?.emit('classroom notice', { at: '2026-11-26T10:40:00.000Z' }) })
    act(() => { socket.current?.emit('classroom notice', null) })
    expect(screen.queryByTestId('classroom-notice')).toBeNull()
    act(() => { socket.current?.emit('classroom notice', { message: 'Ten minutes left', at: '2026-11-26T10:50:00.000Z' }) })
    expect(screen.getByTestId('classroom-notice').textContent).toContain('Ten minutes left')
  })

  it('keeps a newer live notice over the one the status brings on a later load', async () => {
    const shop = changingStatus()
    const view = renderHost('/search')
    await waitFor(() => { expect(shop.requests).toBe(1) })
    act(() => { socket.current?.emit('classroom notice', { message: 'Ten minutes left', at: '2026-11-26T10:50:00.000Z' }) })
    expect((await screen.findByTestId('classroom-notice')).textContent).toContain('Ten minutes left')

    shop.notice = { message: 'Break until 11:00', at: '2026-11-26T10:30:00.000Z' }
    act(() => { socket.current?.emit('classroom reset', {}) })
    await waitFor(() => { expect(view.getByTestId('status-notice').textContent).toBe('Break until 11:00') })
    await act(async () => {})
    expect(screen.getByTestId('classroom-notice').textContent).toContain('Ten minutes left')
  })

  it('shows and dismisses notices where the browser refuses its storage', async () => {
    const refuse = (key: string) => { if (key === SEEN_KEY) throw new DOMException('The operation is insecure.', 'SecurityError') }
    const storage = window.localStorage
    const { getItem, setItem } = Storage.prototype
    vi.spyOn(storage, 'getItem').mockImplementation(key => { refuse(key); return getItem.call(storage, key) })
    const write = vi.spyOn(storage, 'setItem').mockImplementation((key, value) => { refuse(key); setItem.call(storage, key, value) })
    const shop = changingStatus()
    shop.notice = { message: 'Break until 11:00', at: '2026-11-26T10:30:00.000Z' }
    renderHost('/search')

    const notice = await screen.findByTestId('classroom-notice')
    expect(notice.textContent).toContain('Break until 11:00')
    fireEvent.click(screen.getByRole('button', { name: 'Close the message' }))
    await waitFor(() => { expect(screen.queryByTestId('classroom-notice')).toBeNull() })
    expect(write.mock.calls.map(([key]) => key)).toContain(SEEN_KEY)
  })
})

/** The pages the router showed, in order, and a Back button as the browser has. */
function History ({ seen }: { seen: string[] }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useEffect(() => { seen.push(pathname) }, [pathname, seen])
  return <button type="button" onClick={() => { void navigate(-1) }}>Back</button>
}

/** The host until the test takes it away (the app leaving classroom mode), beside a status reader and the history. */
function RemovableHost ({ seen }: { seen: string[] }) {
  const [shown, setShown] = useState(true)
  return (
    <>
      {shown && <ClassroomHost />}
      <button type="button" onClick={() => { setShown(false) }}>Remove the host</button>
      <StatusNotice />
      <History seen={seen} />
    </>
  )
}

function renderRemovableHost (at: string) {
  socket.current = new FakeSocket()
  const seen: string[] = []
  return { seen, view: renderScreen(<RemovableHost seen={seen} />, { at, path: '*' }) }
}

const failRead = (queryClient: QueryClient, path: string) =>
  queryClient.fetchQuery({ queryKey: [path], queryFn: () => apiFetch(path) }).catch(() => undefined)

describe('classroom shell and the browser history', COMPONENT_TEST, () => {
  it('replaces a shop page on arrival without a team, so Back does not lead to it again', async () => {
    serveStatus(status())
    const { seen, view } = renderRemovableHost('/search')
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    // Back leaves for the page before; that one wants a team as well.
    await waitFor(() => { expect(seen).toEqual(['/search', '/classroom/join', '/elsewhere', '/classroom/join']) })
  })

  it('replaces the page a 401 team_required came from, so Back does not lead to it again', async () => {
    const counter = serveStatus(status({ team: KIWIS }))
    server.use(http.get(shopUrl('api/Products'), () => HttpResponse.json({ error: 'team_required' }, { status: 401 })))
    const { view } = renderRemovableHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    await failRead(view.queryClient, 'api/Products')
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => { expect(view.path()).toBe('/elsewhere') })
  })

  it('stops watching the answers once the host is gone', async () => {
    const counter = serveStatus(status({ team: KIWIS }))
    server.use(http.get(shopUrl('api/Products'), () => HttpResponse.json({ error: 'team_required' }, { status: 401 })))
    const { view } = renderRemovableHost('/search')
    await waitFor(() => { expect(counter.requests).toBe(1) })
    fireEvent.click(screen.getByRole('button', { name: 'Remove the host' }))
    await failRead(view.queryClient, 'api/Products')
    await act(async () => {})
    expect(view.path()).toBe('/search')
    expect(counter.requests).toBe(1)
  })
})
