// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch } from '@/lib/api-client'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { ClassroomStatus } from '../api/types'
import ClassroomHost from './classroom-host'
import { isShopAway } from './use-reconnecting'

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

function renderHost (at: string) {
  socket.current = new FakeSocket()
  return renderScreen(<ClassroomHost />, { at, path: '*' })
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
    [new ApiError(401, { status: 'error', error: 'team_required' }), false]
  ])('takes %s for the team\'s shop being away: %s', (error, away) => {
    expect(isShopAway(error)).toBe(away)
  })
})
