// @vitest-environment happy-dom
import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { Challenge } from '../api/get-challenges'
import { remainingText } from './event-clock'
import ScoreBoard from './score-board'
import { challengeFixture } from '@/test-support/challenge-fixture'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current, onChallengeSolved: () => () => {} }))

const server = mockShopServer()

const challenge = (key: string, over: Partial<Challenge> = {}): Challenge => challengeFixture(key, over)

const CHALLENGES = [
  challenge('Score Board', { tutorialOrder: 1, hasTutorial: true, solved: true }),
  challenge('Login Admin', { tutorialOrder: 2, hasTutorial: true }),
  challenge('Forged Review', { difficulty: 3 })
]
const PATHS = [
  { id: 'first-hour', name: 'First hour', description: 'Start here', challenges: ['Score Board', 'Login Admin'] },
  { id: 'api-security', name: 'API security', description: 'The API', challenges: ['Forged Review'] }
]

interface Setup { classroom?: boolean, restrictToTutorialsFirst?: boolean, status?: { eventEnd: string | null, frozen: boolean, pinnedPath: string | null } }

interface Served { statusRequests: () => number, answerStatus: (next: Setup['status']) => void }

function serve ({ classroom = false, restrictToTutorialsFirst = false, status }: Setup): Served {
  let statusRequests = 0
  let current = status
  server.use(
    http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: { challenges: { restrictToTutorialsFirst }, hackingInstructor: { isEnabled: true }, classroom: { enabled: classroom } } })),
    http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: CHALLENGES })),
    http.get(shopUrl('api/LearningPaths'), () => HttpResponse.json({ status: 'success', data: PATHS })),
    http.get(shopUrl('rest/classroom/status'), () => {
      statusRequests++
      return HttpResponse.json({ team: { name: 'Kiwis', id: 't-1' }, trainer: false, notice: null, ...current })
    })
  )
  return { statusRequests: () => statusRequests, answerStatus: next => { current = next } }
}

// Filtered-out rows are mounted too, as hidden Activities (at low priority, so only sometimes by the
// time a test looks): only rows a player can see count.
const rowNames = () => within(screen.getByTestId('challenge-list')).queryAllByText(/^(Score Board|Login Admin|Forged Review)$/)
  .filter(node => !isInaccessible(node)).map(node => node.textContent)
const pathSelect = () => screen.getByRole('combobox', { name: 'Learning path' }) as HTMLSelectElement

beforeEach(() => {
  localStorage.clear()
  socket.current = new FakeSocket()
})
afterEach(() => { vi.useRealTimers() })

describe('score board in the shipped profiles', COMPONENT_TEST, () => {
  it('tutorials first: shows only the tutorials while one is unsolved', async () => {
    serve({ restrictToTutorialsFirst: true })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    await waitFor(() => { expect(rowNames()).toContain('Login Admin') })
    expect(rowNames()).not.toContain('Forged Review')
  })

  it('tutorials first: draws no row before the configuration says whether to restrict', async () => {
    serve({ restrictToTutorialsFirst: true })
    let releaseConfig = () => {}
    const configHeld = new Promise<void>(resolve => { releaseConfig = resolve })
    let listServed = () => {}
    const listAnswered = new Promise<void>(resolve => { listServed = resolve })
    server.use(
      http.get(shopUrl('rest/admin/application-configuration'), async () => {
        await configHeld
        return HttpResponse.json({ config: { challenges: { restrictToTutorialsFirst: true }, hackingInstructor: { isEnabled: true }, classroom: { enabled: false } } })
      }),
      http.get(shopUrl('api/Challenges/'), () => {
        listServed()
        return HttpResponse.json({ status: 'success', data: CHALLENGES })
      })
    )
    const { queryClient } = renderScreen(<ScoreBoard />, { at: '/score-board' })
    await listAnswered
    // The list is in the cache (and the screen has re-rendered with it) while the configuration is still out.
    await waitFor(() => { expect(queryClient.getQueriesData({ queryKey: ['challenges', 'list'] }).some(([, list]) => list !== undefined)).toBe(true) })
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByTestId('challenge-list')).toBeNull()
    releaseConfig()
    await waitFor(() => { expect(rowNames()).toContain('Login Admin') })
    expect(rowNames()).not.toContain('Forged Review')
  })

  it('heads the name column "Challenge", as the phone layout does, not a word for a person\'s name', async () => {
    serve({})
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    await waitFor(() => { expect(rowNames()).toContain('Login Admin') })
    const first = within(screen.getByTestId('challenge-list')).getAllByRole('columnheader')[0]
    expect(first.textContent).toBe('Challenge')
  })

  it('event: shows the time left to the end and counts it down', async () => {
    serve({ classroom: true, status: { eventEnd: new Date(Date.now() + (2 * 3600 + 5 * 60 + 30) * 1000).toISOString(), frozen: false, pinnedPath: null } })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    const timer = await screen.findByRole('timer')
    // Hours and minutes as configured; the seconds depend on how busy the machine is.
    expect(timer.textContent).toMatch(/^2:0[45]:\d\d$/)
    expect(screen.getByTestId('event-clock').textContent).toContain('Time left:')
    const first = timer.textContent
    await waitFor(() => { expect(timer.textContent).not.toBe(first) }, { timeout: 5000 })
  })

  it('formats the time left as hours, minutes and seconds', () => {
    expect([remainingText(0), remainingText(59_999), remainingText(3_723_000), remainingText(-5000), remainingText(100 * 3600_000)]).toEqual(['0:00:00', '0:00:59', '1:02:03', '0:00:00', '100:00:00'])
  })

  it('event: after the end the board says new solves no longer count', async () => {
    serve({ classroom: true, status: { eventEnd: new Date(Date.now() - 60_000).toISOString(), frozen: true, pinnedPath: null } })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    expect((await screen.findByTestId('event-clock')).textContent).toBe('The event is over: new solves no longer count.')
    expect(screen.queryByRole('timer')).toBeNull()
  })

  it('outside classroom mode asks for no classroom status and shows no clock', async () => {
    const control = serve({})
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    await screen.findByTestId('challenge-list')
    expect(control.statusRequests()).toBe(0)
    expect(screen.queryByTestId('event-clock')).toBeNull()
  })
})

describe('score board with a pinned learning path', COMPONENT_TEST, () => {
  it('preselects the pinned path over the stored choice, marks it, and lets the team browse another', async () => {
    localStorage.setItem('selectedLearningPath', JSON.stringify('first-hour'))
    serve({ classroom: true, status: { eventEnd: null, frozen: false, pinnedPath: 'api-security' } })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    await waitFor(() => { expect(pathSelect().value).toBe('api-security') })
    expect(screen.getByTestId('learning-path-pinned').textContent).toBe('Pinned for the class by your trainer')
    expect(screen.getByRole('option', { name: 'API security (pinned)' })).toBeTruthy()
    expect(screen.getByTestId('learning-path-next').textContent).toContain('Forged Review')

    await userEvent.selectOptions(pathSelect(), 'first-hour')
    expect(pathSelect().value).toBe('first-hour')
    expect(screen.queryByTestId('learning-path-pinned')).toBeNull()
    expect(screen.getByTestId('learning-path-progress').textContent).toBe('1 of 2 solved')
  })

  it('follows the trainer: a new pin arrives with the classroom settings event', async () => {
    const control = serve({ classroom: true, status: { eventEnd: null, frozen: false, pinnedPath: null } })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    await waitFor(() => { expect(control.statusRequests()).toBe(1) })
    await screen.findByTestId('learning-path')
    expect(pathSelect().value).toBe('')
    control.answerStatus({ eventEnd: null, frozen: false, pinnedPath: 'first-hour' })
    socket.current!.emit('classroom settings', {})
    await waitFor(() => { expect(pathSelect().value).toBe('first-hour') })
  })

  it('goes back to the team\'s own choice when the trainer lifts the pin', async () => {
    const control = serve({ classroom: true, status: { eventEnd: null, frozen: false, pinnedPath: 'api-security' } })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    await waitFor(() => { expect(pathSelect().value).toBe('api-security') })
    await userEvent.selectOptions(pathSelect(), 'first-hour')
    control.answerStatus({ eventEnd: null, frozen: false, pinnedPath: null })
    socket.current!.emit('classroom settings', {})
    // The list no longer marks a pin: the new settings are on screen.
    await waitFor(() => { expect(screen.queryByRole('option', { name: 'API security (pinned)' })).toBeNull() })
    expect(pathSelect().value).toBe('first-hour')
    // Pinning the same path again is a new pin: it preselects again.
    control.answerStatus({ eventEnd: null, frozen: false, pinnedPath: 'api-security' })
    socket.current!.emit('classroom settings', {})
    await waitFor(() => { expect(pathSelect().value).toBe('api-security') })
  })
})

describe('score board in classroom mode', COMPONENT_TEST, () => {
  it('asks only for the classroom status again when the trainer changes a setting', async () => {
    const control = serve({ classroom: true, status: { eventEnd: null, frozen: false, pinnedPath: null } })
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => { asked.push(new URL(request.url).pathname) }
    server.events.on('request:start', record)
    const { queryClient } = renderScreen(<ScoreBoard />, { at: '/score-board' })
    await screen.findByTestId('learning-path')
    await waitFor(() => { expect(queryClient.isFetching()).toBe(0) })
    const before = asked.length
    socket.current!.emit('classroom settings', {})
    await waitFor(() => { expect(control.statusRequests()).toBe(2) })
    await waitFor(() => { expect(queryClient.isFetching()).toBe(0) })
    server.events.removeListener('request:start', record)
    expect(asked.slice(before)).toEqual(['/rest/classroom/status'])
  })
})
