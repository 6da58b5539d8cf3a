// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { failure } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import ScoreBoard from './score-board'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current, onChallengeSolved: () => () => {} }))

const server = mockShopServer()

// A key a URL must escape, so the tutorial link shows it is escaped.
const TUTORIAL_KEY = 'login&Admin'
const CHALLENGES = [
  challengeFixture(TUTORIAL_KEY, { name: 'Login Admin', hasTutorial: true, tutorialOrder: 1, hasSnippet: true, solved: true }),
  challengeFixture('forgedReviewChallenge', { name: 'Forged Review' })
]

function serve ({ classroom = false, listing = (): Response => HttpResponse.json({ status: 'success', data: CHALLENGES }) } = {}) {
  server.use(
    http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: { challenges: {}, hackingInstructor: { isEnabled: true }, classroom: { enabled: classroom } } })),
    http.get(shopUrl('api/Challenges/'), listing),
    http.get(shopUrl('api/LearningPaths'), () => HttpResponse.json({ status: 'success', data: [] })),
    http.get(shopUrl('rest/classroom/status'), () => HttpResponse.json({ eventEnd: null, frozen: false, pinnedPath: null })),
    http.get(shopUrl('snippets/:key'), () => HttpResponse.json({ key: TUTORIAL_KEY, snippet: 'a\nb', vulnLines: [] })),
    http.get(shopUrl('snippets/fixes/:key'), () => HttpResponse.json({ fixes: ['x'] }))
  )
}

/** Where the board sent the player, with the query. */
function Address () {
  const { pathname, search } = useLocation()
  return <p data-testid="address">{pathname + search}</p>
}

const board = () => renderScreen(<><ScoreBoard /><Address /></>, { at: '/score-board', path: '*' })
const row = async (name: string) => await screen.findByRole('row', { name: new RegExp(name) })

beforeEach(() => { socket.current = new FakeSocket() })
afterEach(() => { setWindowWidth(DEFAULT_WIDTH) })

describe('score board actions', COMPONENT_TEST, () => {
  it('starts a challenge\'s tutorial in the hacking instructor, by its key', async () => {
    serve()
    board()
    fireEvent.click(within(await row('Login Admin')).getByRole('button', { name: 'Start the tutorial for Login Admin' }))
    await waitFor(() => { expect(screen.getByTestId('address').textContent).toBe('/hacking-instructor?challenge=login%26Admin') })
  })

  it('opens the coding challenge of a row and closes it again', async () => {
    serve()
    board()
    fireEvent.click(within(await row('Login Admin')).getByRole('button', { name: /^Coding challenge for Login Admin/ }))
    const dialog = await screen.findByRole('dialog', { name: /Coding challenge\s*Login Admin/ })
    expect(await within(dialog).findByRole('group', { name: 'Code snippet' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })

  it('says why the listing could not be loaded', async () => {
    serve({ listing: () => failure(500, { error: 'Database is down' }) })
    board()
    expect((await screen.findByRole('alert')).textContent).toContain('Database is down')
    expect(screen.queryByTestId('challenge-list')).toBeNull()
  })

  it('says so when no challenge matches the filters', async () => {
    serve()
    board()
    await row('Login Admin')
    fireEvent.click(screen.getByRole('button', { name: 'Hide all' }))
    expect(await screen.findByText('No challenge matches the selected filters.')).toBeTruthy()
    expect(screen.queryByTestId('challenge-list-loading')).toBeNull()
  })

  it('heads only the name and status columns on a narrow screen, and every column on a wide one', async () => {
    serve()
    board()
    await row('Login Admin')
    const headers = () => within(screen.getByTestId('challenge-list')).getAllByRole('columnheader').map(cell => cell.textContent)
    expect(headers()).toEqual(['Challenge', 'Difficulty', 'Description', 'Category', 'Tags', 'Status', 'Actions'])
    setWindowWidth(600)
    await waitFor(() => { expect(headers()).toEqual(['Challenge', 'Status']) })
  })

  it('listens for the trainer\'s settings only in classroom mode, and only while open', async () => {
    serve()
    const plain = board()
    await row('Login Admin')
    expect(socket.current!.listenerCount('classroom settings')).toBe(0)
    plain.unmount()
    serve({ classroom: true })
    const classroom = board()
    await row('Login Admin')
    expect(socket.current!.listenerCount('classroom settings')).toBe(1)
    classroom.unmount()
    expect(socket.current!.listenerCount('classroom settings')).toBe(0)
  })
})
