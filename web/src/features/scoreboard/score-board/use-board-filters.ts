import { useCallback, useMemo, useState } from 'react'
import { DIFFICULTIES, type BoardFilters } from './board-filters'
import { readFilters, writeFilter } from './filter-storage'

export type BooleanFilter = 'showSolvedChallenges' | 'showDisabledChallenges' | 'showOnlyTutorialChallenges'

export interface BoardFilterActions {
  toggleDifficulty: (difficulty: number) => void
  showAllDifficulties: () => void
  hideAllDifficulties: () => void
  setFlag: (name: BooleanFilter, value: boolean) => void
  toggleCategory: (category: string, allCategories: readonly string[]) => void
  toggleOwaspTop10: (id: string, allIds: readonly string[]) => void
  selectLearningPath: (id: string | null) => void
}

function toggled (current: readonly string[], item: string): string[] {
  return current.includes(item) ? current.filter(c => c !== item) : [...current, item]
}

/** The filter choices, read once from local storage and written back on every change. */
export function useBoardFilters (): [BoardFilters, BoardFilterActions] {
  const [filters, setFilters] = useState(readFilters)

  const update = useCallback(<K extends keyof BoardFilters>(name: K, value: (current: BoardFilters) => BoardFilters[K]) => {
    setFilters(current => {
      const next = value(current)
      writeFilter(name, next)
      return { ...current, [name]: next }
    })
  }, [])

  const actions = useMemo<BoardFilterActions>(() => ({
    toggleDifficulty: difficulty => {
      update('displayedDifficulties', ({ displayedDifficulties: shown }) => shown.includes(difficulty)
        ? shown.filter(d => d !== difficulty)
        : [...shown, difficulty].sort((a, b) => a - b))
    },
    showAllDifficulties: () => { update('displayedDifficulties', () => [...DIFFICULTIES]) },
    hideAllDifficulties: () => { update('displayedDifficulties', () => []) },
    setFlag: (name, value) => { update(name, () => value) },
    toggleCategory: (category, allCategories) => {
      update('displayedChallengeCategories', ({ displayedChallengeCategories: shown }) => toggled(shown ?? allCategories, category))
    },
    toggleOwaspTop10: (id, allIds) => {
      update('displayedOwaspTop10', ({ displayedOwaspTop10: shown }) => toggled(shown ?? allIds, id).sort())
    },
    selectLearningPath: id => { update('selectedLearningPath', () => id) }
  }), [update])

  return [filters, actions]
}
