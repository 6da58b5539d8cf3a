// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { getBasketId, getToken } from '@/lib/session'
import { FakeSocket } from '@/test-support/fake-socket'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import { classroomKeys } from '../api/keys'
import type { ClassroomStatus } from '../api/types'
import TeamMenu from './team-menu'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const KIWIS = { name: 'Blue Kiwis', id: 't-0123456789' }

function serveStatus (team: ClassroomStatus['team']): void {
  server.use(http.get(shopUrl('rest/classroom/status'), () =>
    HttpResponse.json({ team, trainer: false, eventEnd: null, frozen: false, pinnedPath: null, notice: null } satisfies ClassroomStatus)))
}

/** Answers the leave call (204, as the server does, unless `status` says otherwise) once `answer` lets it; counts the calls. */
function serveLeave (answer: () => Promise<void> = async () => {}, status = 204): { calls: number } {
  const counter = { calls: 0 }
  server.use(http.post(shopUrl('rest/classroom/leave'), async () => {
    counter.calls++
    await answer()
    return new HttpResponse(null, { status })
  }))
  return counter
}

/** The menu as the side menu holds it: inside a list, on a shop page. */
function renderMenu () {
  socket.current = new FakeSocket()
  const onNavigate = vi.fn()
  const view = renderScreen(<ul><TeamMenu onNavigate={onNavigate} /></ul>, { at: '/search', path: '*' })
  return { view, onNavigate }
}

const leaveButton = () => screen.findByRole('button', { name: 'Leave team' })

describe('the side menu\'s classroom section', COMPONENT_TEST, () => {
  it('names the team this browser plays for and offers to leave it', async () => {
    serveStatus(KIWIS)
    renderMenu()
    const team = await screen.findByTestId('classroom-team')
    expect(team.textContent).toBe('Blue KiwisYour team')
    expect(await leaveButton()).toBeTruthy()
    expect(screen.getByText('Classroom')).toBeTruthy()
  })

  it('offers a visitor without a team only the leaderboard', async () => {
    serveStatus(null)
    const { view } = renderMenu()
    await waitFor(() => { expect(view.queryClient.getQueryState(classroomKeys.status)?.status).toBe('success') })
    expect(screen.queryByTestId('classroom-team')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull()
    expect(within(screen.getByRole('list')).getAllByRole('link').map(link => link.textContent)).toEqual(['Leaderboard'])
  })

  it('opens the leaderboard and closes the menu', async () => {
    serveStatus(null)
    const { view, onNavigate } = renderMenu()
    fireEvent.click(await screen.findByRole('link', { name: 'Leaderboard' }))
    expect(view.path()).toBe('/classroom/leaderboard')
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })

  it('leaves the team: forgets the shop login and every cached answer, reconnects the socket, closes the menu and opens the join page', async () => {
    serveStatus(KIWIS)
    const leave = serveLeave()
    logIn({ bid: 4 })
    const { view, onNavigate } = renderMenu()
    view.queryClient.setQueryData(['basket', 4], { id: 4, Products: [] })

    fireEvent.click(await leaveButton())

    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
    expect(leave.calls).toBe(1)
    // The shop login belonged to the team's own shop.
    expect(getToken()).toBeNull()
    expect(getBasketId()).toBeNull()
    expect(view.queryClient.getQueryData(['basket', 4])).toBeUndefined()
    // A new handshake, so the connection no longer sits in the old team's room.
    expect(socket.current?.connections).toEqual(['disconnect', 'connect'])
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })

  it('keeps everything and stays put until the server has let the browser go, the entry disabled meanwhile', async () => {
    serveStatus(KIWIS)
    const answer = gate()
    const leave = serveLeave(answer.wait)
    logIn()
    const { view, onNavigate } = renderMenu()

    fireEvent.click(await leaveButton())

    await waitFor(() => { expect(screen.getByRole('button', { name: 'Leave team' }).getAttribute('aria-disabled')).toBe('true') })
    await waitFor(() => { expect(leave.calls).toBe(1) })
    expect(getToken()).not.toBeNull()
    expect(socket.current?.connections).toEqual([])
    expect(onNavigate).not.toHaveBeenCalled()
    expect(view.path()).toBe('/search')

    answer.open()
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
  })

  it('says so when leaving fails, and keeps the team, the login and the page', async () => {
    serveStatus(KIWIS)
    serveLeave(async () => {}, 500)
    logIn()
    const { view, onNavigate } = renderMenu()

    fireEvent.click(await leaveButton())

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try again.')
    expect(getToken()).not.toBeNull()
    expect(onNavigate).not.toHaveBeenCalled()
    expect(view.path()).toBe('/search')
    expect(screen.getByRole('button', { name: 'Leave team' }).getAttribute('aria-disabled')).toBeNull()
  })
})
