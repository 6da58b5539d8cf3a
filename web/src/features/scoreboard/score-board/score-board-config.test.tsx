// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { failure } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import ScoreBoard from './score-board'

// Outside classroom mode the board only listens for live solves; these tests play none.
vi.mock('@/lib/socket', () => ({ getSocket: () => null, onChallengeSolved: () => () => {} }))

const server = mockShopServer()

// Both at difficulty 1, which the board shows by default: only the tutorial restriction tells them apart.
const CHALLENGES = [
  challengeFixture('scoreBoardChallenge', { name: 'Score Board', hasTutorial: true, tutorialOrder: 1, hasSnippet: true }),
  challengeFixture('loginAdminChallenge', { name: 'Login Admin', solved: true, hasSnippet: true })
]
const PATHS = [{ id: 'first-hour', name: 'First hour', description: 'Start here', challenges: ['loginAdminChallenge'] }]

interface Shop {
  /** The configuration's answer; a function to fail it. */
  config?: object | (() => Response)
  paths?: () => Response
}

function serve ({ config = { challenges: {}, hackingInstructor: { isEnabled: true } }, paths = () => HttpResponse.json({ status: 'success', data: PATHS }) }: Shop = {}): void {
  server.use(
    http.get(shopUrl('rest/admin/application-configuration'), () => typeof config === 'function' ? config() : HttpResponse.json({ config })),
    http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: CHALLENGES })),
    http.get(shopUrl('api/LearningPaths'), paths),
    http.get(shopUrl('snippets/:key'), ({ params }) => HttpResponse.json({ key: params.key, snippet: 'a()', vulnLines: [] })),
    http.get(shopUrl('snippets/fixes/:key'), () => HttpResponse.json({ fixes: ['b()'] })),
    http.get(shopUrl('api/Solutions/:key'), () => HttpResponse.json({ error: 'Not published.' }, { status: 404 }))
  )
}

/** The board, once the row of `name` is on screen. */
async function openBoard (shop: Shop = {}, name = 'Login Admin'): Promise<HTMLElement> {
  serve(shop)
  renderScreen(<ScoreBoard />, { at: '/score-board' })
  return await screen.findByRole('row', { name: new RegExp(name) })
}

const rowShown = (name: string) => screen.queryByRole('row', { name: new RegExp(name) }) !== null

describe('the score board and the shop\'s configuration', COMPONENT_TEST, () => {
  it('is headed "Score Board", counts what is solved, and drops the loading bar once loaded', async () => {
    await openBoard()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Score Board')
    expect(screen.getByText('1 of 2 challenges solved')).toBeTruthy()
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull()
  })

  it('tutorials first: says so and hides a challenge of the same difficulty that has no tutorial', async () => {
    await openBoard({ config: { challenges: { restrictToTutorialsFirst: true } } }, 'Score Board')
    expect(screen.getByText(/^Solve the tutorial challenges first/)).toBeTruthy()
    await waitFor(() => { expect(rowShown('Login Admin')).toBe(false) })
  })

  it('lists every challenge when the configuration leaves out all its sections', async () => {
    await openBoard({ config: {} })
    expect(rowShown('Score Board')).toBe(true)
  })

  it('lists every challenge when the configuration cannot be loaded', async () => {
    await openBoard({ config: () => failure(500, { error: 'Configuration unavailable' }) })
    expect(rowShown('Score Board')).toBe(true)
  })

  it('offers no tutorial when the hacking instructor is off', async () => {
    await openBoard({ config: { hackingInstructor: { isEnabled: false } } }, 'Score Board')
    expect(within(screen.getByRole('row', { name: /Score Board/ })).queryByRole('button', { name: /^Start the tutorial/ })).toBeNull()
  })

  it('opens the solution of the row it was asked from, in a shop without classroom settings', async () => {
    const row = await openBoard({ config: { challenges: { showSolutions: true } } })
    fireEvent.click(await within(row).findByRole('button', { name: 'Solution for Login Admin' }))
    expect(await screen.findByRole('dialog', { name: /Login Admin/ })).toBeTruthy()
  })

  it('opens the coding challenge of the row it was asked from', async () => {
    const row = await openBoard()
    fireEvent.click(within(row).getByRole('button', { name: /^Coding challenge for Login Admin/ }))
    expect(await screen.findByRole('dialog', { name: /Coding challenge\s*Login Admin/ })).toBeTruthy()
  })

  it.each([
    ['there are none', () => HttpResponse.json({ status: 'success', data: [] })],
    ['they cannot be loaded', () => failure(500, { error: 'Paths unavailable' })]
  ])('has no learning path panel when %s', async (_case, paths) => {
    serve({ paths })
    const { queryClient } = renderScreen(<ScoreBoard />, { at: '/score-board' })
    await screen.findByRole('row', { name: /Login Admin/ })
    await waitFor(() => { expect(queryClient.getQueryState(['learning-paths'])?.status).not.toBe('pending') })
    // The paths' answer is in; a filter change makes sure the board has rendered since.
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => { expect(screen.getByRole('button', { name: /^Difficulty 2, / }).getAttribute('aria-pressed')).toBe('true') })
    expect(screen.queryByTestId('learning-path')).toBeNull()
  })

  it('has a learning path panel when the shop offers paths', async () => {
    await openBoard()
    expect(await screen.findByTestId('learning-path')).toBeTruthy()
  })
})
