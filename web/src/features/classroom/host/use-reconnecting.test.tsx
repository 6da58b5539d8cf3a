// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFetch } from '@/lib/api-client'
import { FakeSocket } from '@/test-support/fake-socket'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { ClassroomStatus } from '../api/types'
import ClassroomHost from './classroom-host'
import { RETRY_STATUS_MS } from './use-reconnecting'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const KIWIS: ClassroomStatus = { team: { name: 'Blue Kiwis', id: 't-0123456789' }, trainer: false, eventEnd: null, frozen: false, pinnedPath: null, notice: null }

/** The shell of a team member's browser; the status answers once `answer` opens (at once without one). */
function renderShell (answer?: ReturnType<typeof gate>) {
  const counter = { requests: 0 }
  server.use(http.get(shopUrl('rest/classroom/status'), async () => {
    counter.requests++
    await answer?.wait()
    return HttpResponse.json(KIWIS)
  }))
  socket.current = new FakeSocket()
  const view = renderScreen(<ClassroomHost />, { at: '/search', path: '*' })
  return { view, counter }
}

const banner = () => screen.queryByTestId('classroom-reconnecting')
/** Lets React apply what a socket event or an answer changed. */
const settle = () => act(async () => {})

describe('reconnecting banner', COMPONENT_TEST, () => {
  afterEach(() => { vi.useRealTimers() })

  it('stays away while the first status is on its way, after a refused login and when the app itself disconnects', async () => {
    const answer = gate()
    const { view, counter } = renderShell(answer)
    await waitFor(() => { expect(counter.requests).toBe(1) })
    await settle()
    expect(banner()).toBeNull()
    answer.open()
    await waitFor(() => { expect(view.queryClient.getQueryState(['classroom', 'status'])?.status).toBe('success') })

    // A 401 of the shop is an answer of the team's shop: it is there.
    server.use(http.get(shopUrl('rest/user/whoami'), () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })))
    await view.queryClient.fetchQuery({ queryKey: ['whoami'], queryFn: () => apiFetch('rest/user/whoami') }).catch(() => undefined)
    await settle()
    expect(banner()).toBeNull()

    // Joining or leaving a team reconnects the socket on purpose.
    act(() => { socket.current?.emit('disconnect', 'io client disconnect') })
    await settle()
    expect(banner()).toBeNull()
  })

  it('goes as soon as the realtime connection is back, without waiting for the next status', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { counter } = renderShell()
    await vi.waitFor(() => { expect(counter.requests).toBe(1) })

    act(() => { socket.current?.emit('disconnect', 'ping timeout') })
    expect(banner()).not.toBeNull()
    act(() => { socket.current?.emit('connect') })
    expect(banner()).toBeNull()
    expect(counter.requests).toBe(1)
  })

  it('asks only the status again while the shop is away, not every other answer on the screen', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { view, counter } = renderShell()
    await vi.waitFor(() => { expect(counter.requests).toBe(1) })
    let products = 0
    const observer = new QueryObserver(view.queryClient, { queryKey: ['products'], queryFn: () => ++products })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => { expect(view.queryClient.getQueryData(['products'])).toBe(1) })

    act(() => { socket.current?.emit('disconnect', 'transport close') })
    act(() => { vi.advanceTimersByTime(RETRY_STATUS_MS) })
    await vi.waitFor(() => { expect(counter.requests).toBe(2) })
    await settle()
    expect(products).toBe(1)
    stop()
  })

  it('stops listening to the realtime connection when the shell goes', async () => {
    const { view, counter } = renderShell()
    await waitFor(() => { expect(counter.requests).toBe(1) })
    expect([socket.current?.listenerCount('disconnect'), socket.current?.listenerCount('connect')]).toEqual([1, 1])
    view.unmount()
    expect([socket.current?.listenerCount('disconnect'), socket.current?.listenerCount('connect')]).toEqual([0, 0])
  })
})
