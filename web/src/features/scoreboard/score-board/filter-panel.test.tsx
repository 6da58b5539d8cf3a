// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_FILTERS, type Restriction } from './board-filters'
import { FilterPanel } from './filter-panel'
import type { BoardFilterActions } from './use-board-filters'

const COUNTS = [1, 2, 3].map(difficulty => ({ difficulty, solved: 0, total: 2 }))

function actions (): BoardFilterActions {
  return {
    toggleDifficulty: vi.fn(), showAllDifficulties: vi.fn(), hideAllDifficulties: vi.fn(), setFlag: vi.fn(),
    toggleCategory: vi.fn(), toggleOwaspTop10: vi.fn(), selectLearningPath: vi.fn()
  }
}

/** The panel for a listing with three difficulties and two categories, restricted or not as given. */
function openPanel ({ restriction = { active: false, tier: 6 }, owaspTop10 = ['A03'] }: { restriction?: Restriction, owaspTop10?: string[] } = {}) {
  renderScreen(
    <FilterPanel
      filters={{ ...DEFAULT_FILTERS, displayedChallengeCategories: ['XSS'], displayedOwaspTop10: owaspTop10 }}
      actions={actions()}
      counts={COUNTS}
      categories={['Injection', 'XSS']}
      owaspTop10={owaspTop10}
      restriction={restriction}
    />
  )
}

/** Which difficulty toggles a player can press, by difficulty. */
const enabledDifficulties = () => [1, 2, 3].filter(difficulty =>
  !(screen.getByRole('button', { name: new RegExp(`^Difficulty ${difficulty}, `) }) as HTMLButtonElement).disabled)

describe('the score board filter panel', COMPONENT_TEST, () => {
  it('labels the difficulty row and the category row for the eye', () => {
    openPanel()
    expect(screen.getByText('Difficulty')).toBeTruthy()
    expect(screen.getByText('Categories')).toBeTruthy()
  })

  it('without the tutorial restriction: no notice, and every difficulty can be switched', () => {
    openPanel()
    expect(screen.queryByText(/Solve the tutorial challenges first/)).toBeNull()
    expect(enabledDifficulties()).toEqual([1, 2, 3])
  })

  it('under the tutorial restriction: says so with the current tier and locks the difficulties above it', () => {
    openPanel({ restriction: { active: true, tier: 2 } })
    expect(screen.getByRole('alert').textContent).toBe('Solve the tutorial challenges first: more difficulties, categories and filters unlock once every tutorial challenge is solved. Current tier: 2.')
    expect(enabledDifficulties()).toEqual([1, 2])
  })

  it('has no OWASP Top 10 row when the listing maps no challenge to it', () => {
    openPanel({ owaspTop10: [] })
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'OWASP Top 10 (2021)' })).toBeNull()
  })

  it('has an OWASP Top 10 row with a chip per category the listing uses', () => {
    openPanel()
    const top10 = screen.getByRole('group', { name: 'OWASP Top 10 (2021)' })
    expect(within(top10).getAllByRole('button').map(chip => chip.textContent)).toEqual(['A03 Injection'])
  })
})
