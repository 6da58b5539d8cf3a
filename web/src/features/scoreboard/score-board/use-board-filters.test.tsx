// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from './board-filters'
import { useBoardFilters } from './use-board-filters'

/** What a reload would find: each filter under its own name, as JSON. */
const stored = (name: string): unknown => JSON.parse(localStorage.getItem(name) ?? 'null')

function filters () {
  const { result } = renderHook(() => useBoardFilters())
  return { current: () => result.current[0], act: (change: (actions: ReturnType<typeof useBoardFilters>[1]) => void) => { act(() => { change(result.current[1]) }) } }
}

beforeEach(() => { localStorage.clear() })

describe('the board filter choices', () => {
  it('start from what this browser stored', () => {
    localStorage.setItem('displayedDifficulties', '[2,4]')
    localStorage.setItem('showSolvedChallenges', 'false')
    expect(filters().current()).toEqual({ ...DEFAULT_FILTERS, displayedDifficulties: [2, 4], showSolvedChallenges: false })
  })

  it('keep the difficulties in order however they are switched, and store each change', () => {
    const board = filters()
    board.act(a => { a.toggleDifficulty(3) })
    board.act(a => { a.toggleDifficulty(2) })
    // 10 would come before 2 in a text sort; the list is numeric.
    board.act(a => { a.toggleDifficulty(10) })
    expect(board.current().displayedDifficulties).toEqual([1, 2, 3, 10])
    expect(stored('displayedDifficulties')).toEqual([1, 2, 3, 10])
    board.act(a => { a.toggleDifficulty(1) })
    expect(stored('displayedDifficulties')).toEqual([2, 3, 10])
    board.act(a => { a.hideAllDifficulties() })
    expect(stored('displayedDifficulties')).toEqual([])
    board.act(a => { a.showAllDifficulties() })
    expect(board.current().displayedDifficulties).toEqual([1, 2, 3, 4, 5, 6])
    expect(stored('displayedDifficulties')).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('store each switch under its own name', () => {
    const board = filters()
    board.act(a => { a.setFlag('showSolvedChallenges', false) })
    board.act(a => { a.setFlag('showOnlyTutorialChallenges', true) })
    expect(board.current()).toMatchObject({ showSolvedChallenges: false, showOnlyTutorialChallenges: true, showDisabledChallenges: false })
    expect([stored('showSolvedChallenges'), stored('showOnlyTutorialChallenges'), localStorage.getItem('showDisabledChallenges')]).toEqual([false, true, null])
  })

  it('start a category choice from every category, then switch one at a time', () => {
    const board = filters()
    board.act(a => { a.toggleCategory('XSS', ['Injection', 'XSS', 'Misc']) })
    expect(board.current().displayedChallengeCategories).toEqual(['Injection', 'Misc'])
    board.act(a => { a.toggleCategory('XSS', ['Injection', 'XSS', 'Misc']) })
    expect(stored('displayedChallengeCategories')).toEqual(['Injection', 'Misc', 'XSS'])
  })

  it('keep the OWASP Top 10 choice in list order', () => {
    const board = filters()
    board.act(a => { a.toggleOwaspTop10('A03', ['A01', 'A03', 'A05']) })
    board.act(a => { a.toggleOwaspTop10('A03', ['A01', 'A03', 'A05']) })
    expect(board.current().displayedOwaspTop10).toEqual(['A01', 'A03', 'A05'])
    expect(stored('displayedOwaspTop10')).toEqual(['A01', 'A03', 'A05'])
  })

  it('forget the learning path when none is chosen', () => {
    const board = filters()
    board.act(a => { a.selectLearningPath('first-hour') })
    expect(stored('selectedLearningPath')).toBe('first-hour')
    board.act(a => { a.selectLearningPath(null) })
    expect(board.current().selectedLearningPath).toBeNull()
    expect(localStorage.getItem('selectedLearningPath')).toBeNull()
  })
})
