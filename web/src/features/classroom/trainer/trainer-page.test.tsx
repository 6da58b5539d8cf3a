// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { classroomKeys } from '../api/keys'
import type { ClassroomStatus, TrainerTeam } from '../api/types'
import TrainerPage from './trainer-page'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const api = (path: string) => shopUrl(`rest/classroom/${path}`)

const status = (trainer: boolean): ClassroomStatus => ({ team: null, trainer, eventEnd: null, frozen: false, pinnedPath: null, notice: null })
const TEAMS: TrainerTeam[] = [
  { team: 'Blue Kiwis', id: 't-aaaaaaaaaa', score: 15, solved: 2, members: 3, createdAt: '2026-11-26T09:00:00.000Z', lastActiveAt: new Date(Date.now() - 120_000).toISOString(), open: true },
  { team: 'Red Plums', id: 't-bbbbbbbbbb', score: 0, solved: 0, members: 1, createdAt: '2026-11-26T09:05:00.000Z', lastActiveAt: null, open: false }
]

const learningPaths = http.get(shopUrl('api/LearningPaths'), () => HttpResponse.json({ status: 'success', data: [
  { id: 'first-hour', name: 'First hour', description: 'd', challenges: [] },
  { id: 'api-security', name: 'API security', description: 'd', challenges: [] }
] }))

/** A signed-in console over a recording stand-in of the trainer API; `over` answers in its place. */
function signedIn (...over: RequestHandler[]) {
  const calls: string[] = []
  let pinned: string | null = null
  const record = (label: string) => async ({ request }: { request: Request }) => {
    const text = await request.text()
    calls.push(text === '' ? label : `${label} ${text}`)
  }
  server.use(
    http.get(api('status'), () => HttpResponse.json({ ...status(true), pinnedPath: pinned })),
    http.get(api('trainer/teams'), () => HttpResponse.json({ teams: TEAMS })),
    http.get(api('trainer/audit'), () => HttpResponse.json({ entries: [{ at: '2026-11-26T10:00:00.000Z', action: 'sign-in', team: null, detail: null }] })),
    http.post(api('trainer/teams/:team/reset'), async info => { await record(`reset ${String(info.params.team)}`)(info); return new HttpResponse(null, { status: 204 }) }),
    http.post(api('trainer/teams/:team/passcode'), async info => { await record(`passcode ${String(info.params.team)}`)(info); return HttpResponse.json({ team: info.params.team, passcode: 'NEWCODE12345' }) }),
    http.delete(api('trainer/teams/:team'), async info => { await record(`delete ${String(info.params.team)}`)(info); return new HttpResponse(null, { status: 204 }) }),
    http.post(api('trainer/notice'), async info => { await record('notice')(info); return new HttpResponse(null, { status: 204 }) }),
    learningPaths,
    http.put(api('trainer/pinned-path'), async info => {
      const body = await info.request.clone().json() as { pathId: string | null }
      await record('pinned-path')(info)
      pinned = body.pathId
      return HttpResponse.json({ pathId: body.pathId })
    }),
    http.put(api('trainer/event-end'), async info => {
      const body = await info.request.clone().json() as { eventEnd: string | null }
      await record('event-end')(info)
      return HttpResponse.json({ eventEnd: body.eventEnd })
    })
  )
  server.use(...over)
  socket.current = new FakeSocket()
  const view = renderScreen(<TrainerPage />, { at: '/classroom/trainer' })
  return { calls, view }
}

const teamRow = async (team: string) => {
  const table = await screen.findByTestId('trainer-teams')
  return within(table).getAllByRole('row').find(row => row.getAttribute('data-team') === team) as HTMLElement
}

describe('trainer console', COMPONENT_TEST, () => {
  it('signs in with the password; a wrong one is refused with a message', async () => {
    let signedIn = false
    server.use(
      learningPaths,
      http.get(api('status'), () => HttpResponse.json(status(signedIn))),
      http.post(api('trainer/login'), async ({ request }) => {
        const { password } = await request.json() as { password: string }
        if (password !== 'correct horse') return HttpResponse.json({ error: 'password_wrong', message: 'Wrong password' }, { status: 401 })
        signedIn = true
        return new HttpResponse(null, { status: 204 })
      }),
      http.get(api('trainer/teams'), () => HttpResponse.json({ teams: [] })),
      http.get(api('trainer/audit'), () => HttpResponse.json({ entries: [] }))
    )
    socket.current = new FakeSocket()
    renderScreen(<TrainerPage />, { at: '/classroom/trainer' })

    fireEvent.change(await screen.findByLabelText(/trainer password/i), { target: { value: 'guess' } })
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/wrong trainer password/i)

    fireEvent.change(screen.getByLabelText(/trainer password/i), { target: { value: 'correct horse' } })
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }))
    expect(await screen.findByRole('heading', { name: /trainer console/i })).toBeTruthy()
  })

  it('lists teams with score, solved, members, activity and whether the shop is open, and the audit log', async () => {
    signedIn()
    const row = await teamRow('Blue Kiwis')
    expect(within(row).getAllByRole('cell').map(cell => cell.textContent).slice(0, 6)).toEqual(['Blue Kiwis', '15', '2', '3', '2 minutes ago', 'open'])
    expect((await teamRow('Red Plums')).textContent).toContain('idle')
    expect((await screen.findByTestId('audit-list')).textContent).toContain('sign-in')
  })

  it('shows which replica holds each team and how many teams each replica holds, when the class runs on several', async () => {
    signedIn()
    server.use(http.get(api('trainer/teams'), () => HttpResponse.json({ teams: [{ ...TEAMS[0], replica: 'shop-1' }, { ...TEAMS[1], replica: 'shop-0' }] })))
    const row = await teamRow('Blue Kiwis')
    expect(within(row).getAllByRole('cell').map(cell => cell.textContent)[6]).toBe('shop-1')
    expect((await screen.findByTestId('trainer-replicas')).textContent).toBe('Replica: shop-0 (1), shop-1 (1)')
  })

  it('shows no replica column in a single process', async () => {
    signedIn()
    const row = await teamRow('Blue Kiwis')
    expect(within(row).getAllByRole('cell').length).toBe(7)
    expect(screen.queryByTestId('trainer-replicas')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Replica' })).toBeNull()
  })

  it('resets a team only after confirming', async () => {
    const { calls } = signedIn()
    fireEvent.click(within(await teamRow('Blue Kiwis')).getByRole('button', { name: /reset shop: Blue Kiwis/i }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toMatch(/reset the shop of Blue Kiwis/i)
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(calls).toEqual([])

    fireEvent.click(within(await teamRow('Blue Kiwis')).getByRole('button', { name: /reset shop: Blue Kiwis/i }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /reset shop/i }))
    await waitFor(() => { expect(calls).toEqual(['reset Blue Kiwis']) })
    expect(await screen.findByText(/the shop of Blue Kiwis was reset/i)).toBeTruthy()
  })

  it('gives a team a new passcode and shows it once with a copy button', async () => {
    const { calls } = signedIn()
    fireEvent.click(within(await teamRow('Red Plums')).getByRole('button', { name: /new passcode: Red Plums/i }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /new passcode/i }))
    expect((await screen.findByTestId('passcode')).textContent).toBe('NEWCODE12345')
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy()
    expect(calls).toEqual(['passcode Red Plums'])
  })

  it('deletes a team after confirming', async () => {
    const { calls } = signedIn()
    fireEvent.click(within(await teamRow('Red Plums')).getByRole('button', { name: /delete team: Red Plums/i }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /delete team/i }))
    await waitFor(() => { expect(calls).toEqual(['delete Red Plums']) })
  })

  it('sends a notice, refusing an empty one', async () => {
    const { calls } = signedIn()
    fireEvent.click(await screen.findByRole('button', { name: /send notice/i }))
    expect(await screen.findByText(/please write a message/i)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^message/i), { target: { value: 'Ten minutes left' } })
    fireEvent.click(screen.getByRole('button', { name: /send notice/i }))
    await waitFor(() => { expect(calls).toEqual(['notice {"message":"Ten minutes left"}']) })
  })

  it('sets the event end as an instant and clears it', async () => {
    const { calls } = signedIn()
    const local = '2026-11-26T15:30'
    fireEvent.change(await screen.findByLabelText(/ends at/i), { target: { value: local } })
    fireEvent.click(screen.getByRole('button', { name: /set end/i }))
    await waitFor(() => { expect(calls).toEqual([`event-end {"eventEnd":"${new Date(local).toISOString()}"}`]) })
  })

  it('pins a learning path for the class and unpins it', async () => {
    const { calls } = signedIn()
    expect((await screen.findByTestId('pinned-path-now')).textContent).toBe('No path is pinned: every team picks its own.')
    const select = await screen.findByRole('combobox', { name: 'Learning path' })
    const pin = screen.getByRole('button', { name: 'Pin for the class' })
    expect(pin.hasAttribute('disabled')).toBe(true)
    await waitFor(() => { expect(within(select).getByRole('option', { name: 'API security' })).toBeTruthy() })
    fireEvent.change(select, { target: { value: 'api-security' } })
    fireEvent.click(pin)
    await waitFor(() => { expect(calls).toEqual(['pinned-path {"pathId":"api-security"}']) })
    expect(await screen.findByText('API security is now pinned on every team\'s score board.')).toBeTruthy()
    expect((await screen.findByTestId('pinned-path-now')).textContent).toBe('Pinned: API security')
    fireEvent.change(screen.getByRole('combobox', { name: 'Learning path' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pin for the class' }))
    await waitFor(() => { expect(calls).toEqual(['pinned-path {"pathId":"api-security"}', 'pinned-path {"pathId":null}']) })
  })

  it('offers the scores as a CSV download, the solutions, and a section for each task', async () => {
    signedIn()
    const link = await screen.findByRole('link', { name: /scores as csv/i })
    expect(link.getAttribute('href')).toBe(shopUrl('rest/classroom/trainer/scores.csv'))
    expect(link.hasAttribute('download')).toBe(true)
    expect(screen.getByRole('link', { name: 'Solutions' }).getAttribute('href')).toBe('/classroom/trainer/solutions')
    for (const name of ['Notice to every team', 'Event end', 'Learning path for the class', 'Audit log']) {
      expect(within(screen.getByRole('region', { name })).getByRole('heading', { level: 2 }).textContent, name).toBe(name)
    }
  })
})

/** The trainer's session as the status tells it: signed in until `end()`; counts the status requests. */
function trainerSession () {
  const session = { signedIn: true, statusRequests: 0 }
  const handler = http.get(api('status'), () => {
    session.statusRequests++
    return HttpResponse.json(status(session.signedIn))
  })
  return { session, handler, end: () => { session.signedIn = false } }
}

const signInShown = async () => { expect(await screen.findByLabelText(/trainer password/i)).toBeTruthy() }
const section = (name: string) => screen.findByRole('region', { name })

describe('the trainer console\'s session and loading', COMPONENT_TEST, () => {
  it('signs out: the button waits for the answer, then the sign-in comes back and nothing of the console stays cached', async () => {
    const trainer = trainerSession()
    const answer = gate()
    const logout = http.post(api('trainer/logout'), async () => {
      await answer.wait()
      trainer.end()
      return new HttpResponse(null, { status: 204 })
    })
    const { view } = signedIn(trainer.handler, logout)
    await teamRow('Blue Kiwis')

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => { expect(screen.getByRole('button', { name: 'Sign out' }).hasAttribute('disabled')).toBe(true) })
    answer.open()

    await signInShown()
    expect(view.queryClient.getQueryData(classroomKeys.trainerTeams)).toBeUndefined()
    expect(view.queryClient.getQueryData(classroomKeys.audit)).toBeUndefined()
  })

  it.each(['trainer/teams', 'trainer/audit'])('shows the sign-in again when the trainer\'s session has run out (%s answers trainer_required)', async path => {
    const trainer = trainerSession()
    const expired = http.get(api(path), () => {
      trainer.end()
      return HttpResponse.json({ error: 'trainer_required', message: 'Sign in as the trainer' }, { status: 401 })
    })
    signedIn(trainer.handler, expired)
    await signInShown()
    expect(trainer.session.statusRequests).toBe(2)
  })

  it('stays in the console, without asking the status again, when the teams fail for another reason', async () => {
    const trainer = trainerSession()
    const { view } = signedIn(trainer.handler, http.get(api('trainer/teams'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    expect(await within(await section('Teams (0)')).findByText('No team has joined yet.')).toBeTruthy()
    // Effects have run once act is done: a status asked again would be invalidated, on its way or answered.
    await act(async () => {})
    const asked = view.queryClient.getQueryState(classroomKeys.status)
    expect([asked?.isInvalidated, asked?.fetchStatus, asked?.dataUpdateCount]).toEqual([false, 'idle', 1])
    expect(trainer.session.statusRequests).toBe(1)
    expect(screen.getByRole('heading', { name: 'Trainer console' })).toBeTruthy()
  })

  it('shows progress while the teams and the audit log load, each on its own', async () => {
    const teams = gate()
    const audit = gate()
    signedIn(
      http.get(api('trainer/teams'), async () => { await teams.wait(); return HttpResponse.json({ teams: TEAMS }) }),
      http.get(api('trainer/audit'), async () => { await audit.wait(); return HttpResponse.json({ entries: [] }) })
    )
    expect(within(await section('Teams (0)')).getByRole('progressbar')).toBeTruthy()
    const log = await section('Audit log')
    expect(within(log).getByRole('progressbar')).toBeTruthy()

    teams.open()
    const loaded = await section('Teams (2)')
    expect(within(loaded).queryByRole('progressbar')).toBeNull()
    expect(within(loaded).getByTestId('trainer-teams')).toBeTruthy()
    expect(within(log).getByRole('progressbar')).toBeTruthy()

    audit.open()
    expect(await within(log).findByText('No trainer action yet.')).toBeTruthy()
    expect(within(log).queryByRole('progressbar')).toBeNull()
  })

  it('reads the teams again when a team joins or solves', async () => {
    let teams = TEAMS.slice(0, 1)
    signedIn(http.get(api('trainer/teams'), () => HttpResponse.json({ teams })))
    await section('Teams (1)')
    teams = TEAMS
    socket.current?.emit('classroom teams', {})
    expect(await section('Teams (2)')).toBeTruthy()
    expect(await teamRow('Red Plums')).toBeTruthy()
  })
})
