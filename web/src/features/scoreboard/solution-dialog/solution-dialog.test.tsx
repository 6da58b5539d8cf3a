// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Solution } from '@/components/solution/solution-types'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { Challenge } from '../api/get-challenges'
import ScoreBoard from '../score-board/score-board'

// The classroom board listens for the trainer's settings; these tests send none.
vi.mock('@/lib/socket', async () => {
  const { FakeSocket } = await import('@/test-support/fake-socket')
  const socket = new FakeSocket()
  return { getSocket: () => socket, onChallengeSolved: () => () => {} }
})

const server = mockShopServer()

const CHALLENGE: Challenge = {
  id: 510, key: 'accessLogChallenge', name: 'Reading the Logbook', category: 'Observability Failures', difficulty: 1,
  description: '<p>Read the logs.</p>', cwe: [532], owaspTop10: 'A09', owaspApiTop10: null, tags: null, hint: null, hints: [],
  hintUrl: null, mitigationUrl: null, solved: false, disabledEnv: null, tutorialOrder: null, hasTutorial: false, hasSnippet: false, hasCodingChallenge: false, codingChallengeStatus: 0
}
const SOLUTION: Solution = {
  key: CHALLENGE.key, name: CHALLENGE.name, category: CHALLENGE.category, difficulty: 1, cwe: [532], owaspTop10: 'A09',
  notice: 'Support tools live on the shop\'s own address.', steps: ['Open `/support/logs`.'],
  requests: [{ method: 'GET', path: '/support/logs', text: 'GET /support/logs' }],
  why: 'Nothing checks the caller.', detection: 'file.served with root logs.', fix: 'Require the admin role.'
}

/** The score board's API; `showSolutions` and `classroom` are the shop's settings. */
function serve ({ showSolutions, classroom = false }: { showSolutions: boolean; classroom?: boolean }) {
  const asked: string[] = []
  server.use(
    http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: { challenges: { showSolutions }, classroom: { enabled: classroom } } })),
    http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: [CHALLENGE] })),
    http.get(shopUrl('api/LearningPaths'), () => HttpResponse.json({ status: 'success', data: [] })),
    http.get(shopUrl('rest/classroom/status'), () => HttpResponse.json({ eventEnd: null, frozen: false, pinnedPath: null })),
    http.get(shopUrl('api/Solutions/:key'), ({ params }) => { asked.push(String(params.key)); return HttpResponse.json({ status: 'success', data: SOLUTION }) })
  )
  return asked
}

// A role query finds only rows the board shows, so a hidden row cannot make the checks below pass.
const row = async () => await screen.findByRole('row', { name: /Reading the Logbook/ })

describe('solutions on the score board', COMPONENT_TEST, () => {
  it('has no Solution button while challenges.showSolutions is off', async () => {
    const asked = serve({ showSolutions: false })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    expect(within(await row()).queryByRole('button', { name: 'Solution for Reading the Logbook' })).toBeNull()
    expect(asked).toEqual([])
  })

  it('has none in classroom mode either, where the trainer console shows them', async () => {
    serve({ showSolutions: true, classroom: true })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    expect(within(await row()).queryByRole('button', { name: 'Solution for Reading the Logbook' })).toBeNull()
  })

  it('opens the challenge\'s solution from its row when the setting is on', async () => {
    const asked = serve({ showSolutions: true })
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    fireEvent.click(await within(await row()).findByRole('button', { name: 'Solution for Reading the Logbook' }))
    const dialog = await screen.findByRole('dialog', { name: /Reading the Logbook/ })
    expect(await within(dialog).findByText('Support tools live on the shop\'s own address.')).toBeTruthy()
    expect(dialog.querySelector('pre')?.textContent).toBe('GET /support/logs')
    expect(asked).toEqual(['accessLogChallenge'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the shop\'s reason in the dialog when it refuses the solution', async () => {
    serve({ showSolutions: true })
    server.use(http.get(shopUrl('api/Solutions/:key'), () => HttpResponse.json({ error: 'No solution is published for this challenge.' }, { status: 404 })))
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    fireEvent.click(await within(await row()).findByRole('button', { name: 'Solution for Reading the Logbook' }))
    const dialog = await screen.findByRole('dialog', { name: /Reading the Logbook/ })
    await waitFor(() => { expect(within(dialog).getByRole('alert').textContent).toBe('No solution is published for this challenge.') })
    expect(within(dialog).queryByRole('progressbar')).toBeNull()
  })

  it('is titled "Solution" and the challenge, and shows the solution loading until it arrives', async () => {
    serve({ showSolutions: true })
    const held = gate()
    server.use(http.get(shopUrl('api/Solutions/:key'), async () => { await held.wait(); return HttpResponse.json({ status: 'success', data: SOLUTION }) }))
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    fireEvent.click(await within(await row()).findByRole('button', { name: 'Solution for Reading the Logbook' }))
    const dialog = await screen.findByRole('dialog', { name: /^Solution\s*Reading the Logbook/ })
    expect(await within(dialog).findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    held.open()
    expect(await within(dialog).findByText('Support tools live on the shop\'s own address.')).toBeTruthy()
    expect(within(dialog).queryByRole('progressbar')).toBeNull()
  })

  it('shows each challenge\'s own solution, never the one opened before while the next is on its way', async () => {
    serve({ showSolutions: true })
    const other: Challenge = { ...CHALLENGE, id: 511, key: 'otherChallenge', name: 'Another Logbook' }
    const held = gate()
    server.use(
      http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: [CHALLENGE, other] })),
      http.get(shopUrl('api/Solutions/:key'), async ({ params }) => {
        if (params.key !== other.key) return HttpResponse.json({ status: 'success', data: SOLUTION })
        await held.wait()
        return HttpResponse.json({ status: 'success', data: { ...SOLUTION, key: other.key, notice: 'The other notice.' } })
      })
    )
    renderScreen(<ScoreBoard />, { at: '/score-board' })
    const openSolution = async (name: string) => {
      fireEvent.click(await within(await screen.findByRole('row', { name: new RegExp(name) })).findByRole('button', { name: `Solution for ${name}` }))
      return await screen.findByRole('dialog', { name: new RegExp(name) })
    }
    const first = await openSolution('Reading the Logbook')
    await within(first).findByText('Support tools live on the shop\'s own address.')
    fireEvent.click(within(first).getByRole('button', { name: 'Close' }))
    const second = await openSolution('Another Logbook')
    expect(await within(second).findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(within(second).queryByText('Support tools live on the shop\'s own address.')).toBeNull()
    held.open()
    expect(await within(second).findByText('The other notice.')).toBeTruthy()
  })
})
