// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { gate } from '@/test-support/gate'
import type { Solution, SolutionSummary } from '@/components/solution/solution-types'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { ClassroomStatus } from '../api/types'
import TrainerSolutions from './trainer-solutions'

const server = mockShopServer()
const api = (path: string) => shopUrl(`rest/classroom/${path}`)
const status = (trainer: boolean): ClassroomStatus => ({ team: null, trainer, eventEnd: null, frozen: false, pinnedPath: null, notice: null })

const LIST: SolutionSummary[] = [
  { key: 'accessLogChallenge', name: 'Reading the Logbook', category: 'Observability Failures', difficulty: 4, owaspTop10: 'A09' },
  { key: 'logForgingChallenge', name: 'Forged Entry', category: 'Observability Failures', difficulty: 3, owaspTop10: 'A09' },
  { key: 'searchUnionUsersChallenge', name: 'Customer Roll Call', category: 'Injection', difficulty: 4, owaspTop10: 'A03' }
]
const SOLUTION: Solution = {
  ...LIST[0]!,
  cwe: [532, 552],
  notice: 'The support desk reads logs from the shop itself.',
  steps: ['Open the search page (`#/search`) first.', 'Type `/support/logs` into the address bar.'],
  requests: [{ method: 'GET', path: '/support/logs', as: 'guest', note: 'Lists the `access.log` files.', text: 'GET /support/logs' }],
  why: 'Nothing checks the caller (CWE-532).',
  detection: 'The family sees file.served with root logs.',
  fix: 'Require the admin role.'
}

const NOT_FOUND = 'Not found: the team may have been deleted.'

/** The trainer solution API as a stand-in; `trainer` says whether the status reports a signed-in trainer. */
function serve (trainer: boolean) {
  const asked: string[] = []
  server.use(
    http.get(api('status'), () => HttpResponse.json(status(trainer))),
    http.get(api('trainer/solutions'), () => { asked.push('list'); return HttpResponse.json({ solutions: LIST }) }),
    http.get(api('trainer/solutions/:key'), ({ params }) => {
      asked.push(String(params.key))
      return params.key === SOLUTION.key
        ? HttpResponse.json({ solution: SOLUTION })
        : HttpResponse.json({ error: 'not_found', message: 'Solution not found' }, { status: 404 })
    })
  )
  return asked
}

describe('the trainer\'s solutions', COMPONENT_TEST, () => {
  it('asks for the trainer sign-in first and fetches no solution before', async () => {
    const asked = serve(false)
    renderScreen(<TrainerSolutions />, { at: '/classroom/trainer/solutions' })
    expect(await screen.findByLabelText(/trainer password/i)).toBeTruthy()
    expect(asked).toEqual([])
  })

  it('lists the solutions by category, narrows them by name, and links each to its page', async () => {
    serve(true)
    const view = renderScreen(<TrainerSolutions />, { at: '/classroom/trainer/solutions' })
    const observability = await screen.findByRole('region', { name: 'Observability Failures' })
    expect(within(observability).getAllByRole('link').map(link => link.textContent)).toEqual([expect.stringContaining('Reading the Logbook'), expect.stringContaining('Forged Entry')])
    expect(screen.getByRole('region', { name: 'Injection' })).toBeTruthy()

    expect(screen.queryByRole('status')).toBeNull()
    const search = screen.getByRole('searchbox', { name: 'Search by challenge name' })
    // Case and surrounding spaces do not matter.
    fireEvent.change(search, { target: { value: ' ROLL ' } })
    expect(screen.queryByRole('region', { name: 'Observability Failures' })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Injection' })).getByRole('link').textContent).toContain('Customer Roll Call')
    fireEvent.change(search, { target: { value: 'nothing like this' } })
    expect(screen.getByRole('status').textContent).toBe('No challenge matches your search.')

    fireEvent.change(search, { target: { value: 'logbook' } })
    fireEvent.click(screen.getByRole('link', { name: /Reading the Logbook/ }))
    expect(view.path()).toBe('/classroom/trainer/solutions/accessLogChallenge')
  })

  it('shows one solution: its parts, screens as links, requests as code blocks', async () => {
    serve(true)
    renderScreen(<TrainerSolutions />, { at: '/classroom/trainer/solutions/accessLogChallenge', path: '/classroom/trainer/solutions/:key' })
    expect(await screen.findByRole('heading', { level: 1, name: /Reading the Logbook/ })).toBeTruthy()
    for (const part of ['What to notice', 'Steps', 'Requests', 'Why it works', 'How the score board notices', 'How it is fixed']) {
      expect(screen.getByRole('region', { name: part }), part).toBeTruthy()
    }
    expect(screen.getByRole('link', { name: '#/search' }).getAttribute('href')).toBe('#/search')
    const requests = screen.getByRole('region', { name: 'Requests' })
    const block = requests.querySelector('pre') as HTMLElement
    expect(block.textContent).toBe('# as guest\nGET /support/logs')
    expect(block.getAttribute('dir')).toBe('ltr')
    expect(within(requests).getByText('access.log').tagName).toBe('CODE')
    expect(screen.getByRole('link', { name: 'All solutions' }).getAttribute('href')).toBe('/classroom/trainer/solutions')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('says so when a challenge has no solution', async () => {
    serve(true)
    renderScreen(<TrainerSolutions />, { at: '/classroom/trainer/solutions/noSuchChallenge', path: '/classroom/trainer/solutions/:key' })
    expect((await screen.findByRole('alert')).textContent).toBe('There is no solution for this challenge.')
    expect(screen.queryByTestId('solution-text')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Solutions')
  })

  it('introduces the index, leads back to the console, and says when the list cannot be had', async () => {
    serve(true)
    server.use(http.get(api('trainer/solutions'), () => HttpResponse.json({ error: 'not_found' }, { status: 404 })))
    renderScreen(<TrainerSolutions />, { at: '/classroom/trainer/solutions' })
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Solutions')
    expect(document.body.textContent).toContain('For trainers only: how each challenge is solved')
    expect(screen.getByRole('link', { name: 'Trainer console' }).getAttribute('href')).toBe('/classroom/trainer')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it.each([
    ['the index', '/classroom/trainer/solutions', 'trainer/solutions'],
    ['a solution', '/classroom/trainer/solutions/accessLogChallenge', 'trainer/solutions/:key']
  ])('shows progress while %s is on its way, and no error', async (_page, at, path) => {
    serve(true)
    const answer = gate()
    server.use(http.get(api(path), async () => { await answer.wait(); return HttpResponse.json({ solutions: LIST, solution: SOLUTION }) }))
    renderScreen(<TrainerSolutions />, { at, path: '/classroom/trainer/solutions/:key?' })
    await screen.findByRole('link', { name: /Trainer console|All solutions/ })
    expect(screen.getByRole('progressbar')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    answer.open()
    await screen.findByRole('link', { name: /Reading the Logbook|#\/search/ })
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('waits for the status before offering the sign-in, and offers it when the status fails', async () => {
    const answer = gate()
    server.use(http.get(api('status'), async () => { await answer.wait(); return HttpResponse.json({ error: 'boom' }, { status: 500 }) }))
    renderScreen(<TrainerSolutions />, { at: '/classroom/trainer/solutions' })
    expect(await screen.findByRole('progressbar')).toBeTruthy()
    expect(screen.queryByLabelText(/trainer password/i)).toBeNull()
    answer.open()
    expect(await screen.findByLabelText(/trainer password/i)).toBeTruthy()
  })
})
