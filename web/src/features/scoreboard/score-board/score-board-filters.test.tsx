// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { renderScreen } from '@/test-support/render-screen'
import { challengeFixture } from '@/test-support/challenge-fixture'
import type { Challenge } from '../api/get-challenges'
import ScoreBoard from './score-board'

// The board listens for live solves; these tests play none.
vi.mock('@/lib/socket', () => ({ onChallengeSolved: () => () => {} }))

const server = mockShopServer()

const challenge = (key: string, fields: Partial<Challenge>): Challenge => challengeFixture(key, { category: 'XSS', owaspTop10: 'A03', ...fields })

/*
 * Each challenge differs from `easyXss` in one property, so each filter lets a known set through:
 * a filter that stopped working, or narrowed by the wrong property, changes the set.
 */
const CHALLENGES = [
  challenge('easyXss', {}),
  challenge('hardXss', { difficulty: 3 }),
  challenge('solvedXss', { solved: true }),
  challenge('easyInjection', { category: 'Injection' }),
  challenge('accessControl', { owaspTop10: 'A01', category: 'Broken Access Control' }),
  challenge('tutorialXss', { hasTutorial: true, tutorialOrder: 1 }),
  // The peer's server names environments where a challenge is off; this shop always sends null.
  challenge('dockerOnly', { disabledEnv: 'Docker' as unknown as null })
]

const PATHS = [
  { id: 'first-steps', name: 'First steps', description: 'Where to begin', challenges: ['tutorialXss', 'solvedXss', 'easyInjection'] },
  { id: 'access', name: 'Access', description: 'Who may do what', challenges: ['solvedXss', 'accessControl'] }
]

beforeEach(() => {
  server.use(
    http.get(shopUrl('api/Challenges/'), () => HttpResponse.json({ status: 'success', data: CHALLENGES })),
    http.get(shopUrl('api/LearningPaths'), () => HttpResponse.json({ status: 'success', data: PATHS })),
    http.get(shopUrl('rest/admin/application-configuration'), () => HttpResponse.json({ config: { challenges: { restrictToTutorialsFirst: false } } }))
  )
})

/** Keys of the rows a player sees (filtered-out rows stay mounted, hidden). */
function shownKeys (): string[] {
  return within(screen.getByTestId('challenge-list')).queryAllByRole('row')
    .flatMap(row => row.dataset.challenge === undefined ? [] : [row.dataset.challenge])
    .sort()
}

async function expectShown (keys: string[]): Promise<void> {
  await waitFor(() => { expect(shownKeys()).toEqual([...keys].sort()) })
}

async function openBoard () {
  renderScreen(<ScoreBoard />, { at: '/score-board' })
  // Difficulty 1 only, solved shown, unavailable hidden: the defaults.
  await expectShown(['easyXss', 'solvedXss', 'easyInjection', 'accessControl', 'tutorialXss'])
  return { user: userEvent.setup({ delay: null, skipHover: true }) }
}

const toggle = (name: RegExp) => screen.getByRole('button', { name })

// The whole board renders per test, several seconds each on a loaded machine.
describe('score board filters', { timeout: 120_000 }, () => {
  it('draws the rows the filters let through with the list itself, not after a background render', async () => {
    // Any moment the list stood drawn but empty, or marked as catching up, is recorded.
    const seen = { loading: false, busy: false }
    const watcher = new MutationObserver(() => {
      if (document.querySelector('[data-testid="challenge-list-loading"]') !== null) seen.loading = true
      if (document.querySelector('[data-testid="challenge-list"][aria-busy="true"]') !== null) seen.busy = true
    })
    watcher.observe(document.body, { childList: true, subtree: true, attributes: true })
    await openBoard()
    watcher.disconnect()
    expect(seen).toEqual({ loading: false, busy: false })
  })

  it('marks the list busy while it catches up with a filter change, and not once it has', async () => {
    const { user } = await openBoard()
    const list = screen.getByTestId('challenge-list')
    // Each change of aria-busy, by the value it had before.
    const before: Array<string | null> = []
    const watcher = new MutationObserver(records => { before.push(...records.map(record => record.oldValue)) })
    watcher.observe(list, { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true })
    await user.click(toggle(/^Difficulty 3, 0 of 1 solved/))
    await expectShown(['easyXss', 'hardXss', 'solvedXss', 'easyInjection', 'accessControl', 'tutorialXss'])
    await waitFor(() => { expect(list.getAttribute('aria-busy')).toBe('false') })
    watcher.disconnect()
    expect(before).toContain('true')
  })

  it('shows the difficulties switched on, and all of them or none by the two buttons', async () => {
    const { user } = await openBoard()
    await user.click(toggle(/^Difficulty 3, 0 of 1 solved/))
    await expectShown(['easyXss', 'hardXss', 'solvedXss', 'easyInjection', 'accessControl', 'tutorialXss'])
    await user.click(toggle(/^Difficulty 1, 1 of 6 solved/))
    await expectShown(['hardXss'])
    await user.click(screen.getByRole('button', { name: 'Hide all' }))
    await waitFor(() => { expect(shownKeys()).toEqual([]) })
    await user.click(screen.getByRole('button', { name: 'Show all' }))
    await expectShown(['easyXss', 'hardXss', 'solvedXss', 'easyInjection', 'accessControl', 'tutorialXss'])
  })

  it('hides solved challenges, shows only tutorials, and shows unavailable ones on request', async () => {
    const { user } = await openBoard()
    await user.click(screen.getByLabelText('Show solved'))
    await expectShown(['easyXss', 'easyInjection', 'accessControl', 'tutorialXss'])
    await user.click(screen.getByLabelText('Show solved'))
    await user.click(screen.getByLabelText('Show unavailable'))
    await expectShown(['easyXss', 'solvedXss', 'easyInjection', 'accessControl', 'tutorialXss', 'dockerOnly'])
    await user.click(screen.getByLabelText('Only tutorials'))
    await expectShown(['tutorialXss'])
  })

  it('shows the categories switched on', async () => {
    const { user } = await openBoard()
    const categories = screen.getByRole('group', { name: 'Categories' })
    await user.click(within(categories).getByRole('button', { name: 'XSS' }))
    await expectShown(['easyInjection', 'accessControl'])
    await user.click(within(categories).getByRole('button', { name: 'Injection' }))
    await expectShown(['accessControl'])
    await user.click(within(categories).getByRole('button', { name: 'XSS' }))
    await expectShown(['easyXss', 'solvedXss', 'accessControl', 'tutorialXss'])
  })

  it('shows the OWASP Top 10 categories switched on', async () => {
    const { user } = await openBoard()
    const top10 = screen.getByRole('group', { name: 'OWASP Top 10 (2021)' })
    expect(within(top10).getAllByRole('button').map(b => b.textContent)).toEqual(['A01 Broken Access Control', 'A03 Injection'])
    await user.click(within(top10).getByRole('button', { name: 'A03 Injection' }))
    await expectShown(['accessControl'])
    await user.click(within(top10).getByRole('button', { name: 'A01 Broken Access Control' }))
    await waitFor(() => { expect(shownKeys()).toEqual([]) })
    await user.click(within(top10).getByRole('button', { name: 'A03 Injection' }))
    await expectShown(['easyXss', 'solvedXss', 'easyInjection', 'tutorialXss'])
  })

  it('follows the chosen learning path: its progress and its first open step, and none when unset', async () => {
    const { user } = await openBoard()
    const panel = screen.getByTestId('learning-path')
    const select = within(panel).getByRole('combobox', { name: 'Learning path' })
    expect(within(panel).queryByTestId('learning-path-next')).toBeNull()
    await user.selectOptions(select, 'first-steps')
    expect(within(panel).getByTestId('learning-path-progress').textContent).toBe('1 of 3 solved')
    expect(within(within(panel).getByTestId('learning-path-next')).getByRole('heading').textContent).toBe('tutorialXss')
    await user.selectOptions(select, 'access')
    // Solved steps are skipped: the next step is the first open one in path order.
    expect(within(panel).getByTestId('learning-path-progress').textContent).toBe('1 of 2 solved')
    expect(within(within(panel).getByTestId('learning-path-next')).getByRole('heading').textContent).toBe('accessControl')
    expect(localStorage.getItem('selectedLearningPath')).toContain('access')
    await user.selectOptions(select, '')
    expect(within(panel).queryByTestId('learning-path-next')).toBeNull()
  })
})
