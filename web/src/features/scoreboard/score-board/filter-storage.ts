import { DEFAULT_FILTERS, DIFFICULTIES, type BoardFilters } from './board-filters'

/*
 * The filter choices live in local storage under their own names as JSON. Values are validated on the way in: a hand-edited or foreign value falls back to the
 * default instead of breaking the board.
 */

type Parser<T> = (value: unknown) => T | undefined

const isBoolean: Parser<boolean> = value => typeof value === 'boolean' ? value : undefined

const difficultyList: Parser<number[]> = value => Array.isArray(value)
  ? [...new Set(value.filter((d): d is number => DIFFICULTIES.includes(d as 1)))].sort((a, b) => a - b)
  : undefined

const categoryList: Parser<string[]> = value => Array.isArray(value)
  ? [...new Set(value.filter((c): c is string => typeof c === 'string'))]
  : undefined

const top10List: Parser<string[]> = value => Array.isArray(value)
  ? [...new Set(value.filter((c): c is string => typeof c === 'string' && /^A(0[1-9]|10)$/.test(c)))].sort()
  : undefined

const pathId: Parser<string> = value => typeof value === 'string' && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined

const PARSERS: { [K in keyof BoardFilters]: Parser<NonNullable<BoardFilters[K]>> } = {
  displayedDifficulties: difficultyList,
  showSolvedChallenges: isBoolean,
  showDisabledChallenges: isBoolean,
  showOnlyTutorialChallenges: isBoolean,
  displayedChallengeCategories: categoryList,
  displayedOwaspTop10: top10List,
  selectedLearningPath: pathId
}

export const FILTER_NAMES = Object.keys(PARSERS) as Array<keyof BoardFilters>

/** Checks one setting's value (from storage or a backup file); undefined when it is not valid. */
export function parseFilterValue<K extends keyof BoardFilters> (name: K, value: unknown): NonNullable<BoardFilters[K]> | undefined {
  return PARSERS[name](value) as NonNullable<BoardFilters[K]> | undefined
}

function storage (): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage
}

function readJson (raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export function readFilters (store: Storage | undefined = storage()): BoardFilters {
  const filters: BoardFilters = { ...DEFAULT_FILTERS }
  if (store === undefined) return filters
  for (const name of FILTER_NAMES) {
    const value = parseFilterValue(name, readJson(store.getItem(name)))
    if (value !== undefined) (filters as unknown as Record<string, unknown>)[name] = value
  }
  return filters
}

export function writeFilter<K extends keyof BoardFilters> (name: K, value: BoardFilters[K], store: Storage | undefined = storage()): void {
  if (store === undefined) return
  if (value === null) store.removeItem(name)
  else store.setItem(name, JSON.stringify(value))
}
