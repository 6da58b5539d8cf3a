import type { Challenge } from '../api/get-challenges'

/*
 * The score board's pure rules: which challenges a filter shows, the two
 * progress figures, per-difficulty counts and the tutorial tier. Kept free of React so they can be
 * tested with large generated catalogues.
 */

export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const
export const DEFAULT_DISPLAYED_DIFFICULTIES = [1]

/** The player's filter choices, stored under these exact names (local storage and backup file). */
export interface BoardFilters {
  displayedDifficulties: number[]
  showSolvedChallenges: boolean
  showDisabledChallenges: boolean
  showOnlyTutorialChallenges: boolean
  /** null until the player picks: every category the listing has is shown. */
  displayedChallengeCategories: string[] | null
  /** null until the player picks: every OWASP Top 10 category the listing has is shown. */
  displayedOwaspTop10: string[] | null
  /** The learning path the board follows (GET /api/LearningPaths), or null for none. */
  selectedLearningPath: string | null
}

export const DEFAULT_FILTERS: BoardFilters = {
  displayedDifficulties: DEFAULT_DISPLAYED_DIFFICULTIES,
  showSolvedChallenges: true,
  showDisabledChallenges: false,
  showOnlyTutorialChallenges: false,
  displayedChallengeCategories: null,
  displayedOwaspTop10: null,
  selectedLearningPath: null
}

/** Tutorial tier: the lowest difficulty that still has an unsolved tutorial challenge. */
export interface TutorialState {
  /** 1-6; stays at the highest difficulty once every tutorial is solved. */
  tier: number
  allTutorialsSolved: boolean
}

export function tutorialState (challenges: readonly Challenge[]): TutorialState {
  let lowestOpen = Infinity
  for (const c of challenges) {
    if (c.hasTutorial && !c.solved && c.difficulty < lowestOpen) lowestOpen = c.difficulty
  }
  if (lowestOpen === Infinity) return { tier: DIFFICULTIES.length, allTutorialsSolved: true }
  return { tier: Math.max(1, lowestOpen), allTutorialsSolved: false }
}

/** Whether restrict-to-tutorials-first currently narrows the board, and to which tier. */
export interface Restriction {
  active: boolean
  tier: number
}

export function restrictionFor (challenges: readonly Challenge[], restrictToTutorialsFirst: boolean): Restriction {
  const { tier, allTutorialsSolved } = tutorialState(challenges)
  return { active: restrictToTutorialsFirst && !allTutorialsSolved, tier }
}

export function categoriesOf (challenges: readonly Challenge[]): string[] {
  return [...new Set(challenges.map(c => c.category))].sort((a, b) => a.localeCompare(b, 'en'))
}

/** The OWASP Top 10 ids the listing uses, in list order (A01 first). */
export function owaspTop10Of (challenges: readonly Challenge[]): string[] {
  return [...new Set(challenges.flatMap(c => c.owaspTop10 === undefined ? [] : [c.owaspTop10]))].sort()
}

export function isUnavailable (c: Challenge): boolean {
  return c.disabledEnv !== null && c.disabledEnv !== undefined && c.disabledEnv !== ''
}

/**
 * The challenges a player sees. While the tutorial restriction is active only tutorial challenges
 * up to the tier are shown and the other toggles (disabled on screen) do not apply.
 */
export function filterChallenges (challenges: readonly Challenge[], filters: BoardFilters, restriction: Restriction): Challenge[] {
  const difficulties = new Set(filters.displayedDifficulties)
  if (restriction.active) {
    return challenges.filter(c => c.hasTutorial && c.difficulty <= restriction.tier && difficulties.has(c.difficulty))
  }
  const categories = filters.displayedChallengeCategories === null ? null : new Set(filters.displayedChallengeCategories)
  const top10 = filters.displayedOwaspTop10 === null ? null : new Set(filters.displayedOwaspTop10)
  return challenges.filter(c =>
    difficulties.has(c.difficulty) &&
    (filters.showSolvedChallenges || !c.solved) &&
    (filters.showDisabledChallenges || !isUnavailable(c)) &&
    (!filters.showOnlyTutorialChallenges || c.hasTutorial) &&
    (categories === null || categories.has(c.category)) &&
    // A server without the mapping (the peer's) leaves its challenges visible whatever is stored.
    (top10 === null || c.owaspTop10 === undefined || top10.has(c.owaspTop10)))
}

function percent (part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round(part / whole * 100)
}

export interface BoardProgress {
  solved: number
  total: number
  /** Hacking progress: solved / all, rounded percent. */
  hackingPercent: number
  codingScore: number
  codingMax: number
  /** Coding progress: sum of coding statuses / (2 × challenges with a snippet), rounded percent. */
  codingPercent: number
}

export function boardProgress (challenges: readonly Challenge[]): BoardProgress {
  let solved = 0
  let codingScore = 0
  let withSnippet = 0
  for (const c of challenges) {
    if (c.solved) solved++
    if (c.hasSnippet) {
      withSnippet++
      codingScore += Math.min(2, Math.max(0, c.codingChallengeStatus))
    }
  }
  return {
    solved,
    total: challenges.length,
    hackingPercent: percent(solved, challenges.length),
    codingScore,
    codingMax: withSnippet * 2,
    codingPercent: percent(codingScore, withSnippet * 2)
  }
}

export interface DifficultyCount {
  difficulty: number
  solved: number
  total: number
}

export function difficultyCounts (challenges: readonly Challenge[]): DifficultyCount[] {
  const counts = DIFFICULTIES.map(difficulty => ({ difficulty, solved: 0, total: 0 }))
  for (const c of challenges) {
    const entry = counts[c.difficulty - 1]
    if (entry === undefined) continue
    entry.total++
    if (c.solved) entry.solved++
  }
  return counts
}

/** `codingChallengesEnabled` (config): never, solved (only solved challenges) or always. */
export type CodingMode = 'never' | 'solved' | 'always'

export function codingMode (value: unknown): CodingMode {
  return value === 'never' || value === 'always' ? value : 'solved'
}

export function canPlayCoding (c: Challenge, mode: CodingMode): boolean {
  if (!c.hasSnippet || mode === 'never') return false
  return mode === 'always' || c.solved
}

/** The challenge's hints, whichever of the two fields the server filled. */
export function hintsOf (c: Challenge): string[] {
  if (Array.isArray(c.hints) && c.hints.length > 0) return c.hints
  return c.hint ? [c.hint] : []
}

export function tagsOf (c: Challenge): string[] {
  return (c.tags ?? '').split(',').map(tag => tag.trim()).filter(tag => tag !== '')
}
