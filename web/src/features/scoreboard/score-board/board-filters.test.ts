import { describe, expect, it } from 'vitest'
import type { Challenge } from '../api/get-challenges'
import {
  DEFAULT_FILTERS, boardProgress, canPlayCoding, categoriesOf, codingMode, difficultyCounts, filterChallenges,
  hintsOf, isUnavailable, owaspTop10Of, restrictionFor, tagsOf, tutorialState, type BoardFilters
} from './board-filters'
import { readFilters, writeFilter } from './filter-storage'

const CATEGORIES = ['Injection', 'XSS', 'Miscellaneous', 'Broken Access Control', 'Cryptographic Issues']

/** 130 challenges cycling through difficulties, categories, solved and coding states. */
function generate (count = 130): Challenge[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    key: `challenge${i}`,
    name: `Challenge ${String(i).padStart(3, '0')}`,
    category: CATEGORIES[i % CATEGORIES.length],
    cwe: [79],
    owaspTop10: `A0${(i % 5) + 1}`,
    owaspApiTop10: null,
    difficulty: (i % 6) + 1,
    description: `<p>Do thing ${i}</p>`,
    tags: i % 4 === 0 ? 'Tutorial, Good for Demos' : null,
    hint: `hint ${i}`,
    hints: [],
    hintUrl: null,
    mitigationUrl: null,
    solved: i % 3 === 0,
    // The peer's server names environments where a challenge is off; this shop always sends null.
    disabledEnv: (i % 13 === 0 ? 'Docker' : null) as null,
    tutorialOrder: i % 10 === 0 ? i : null,
    hasTutorial: i % 10 === 0,
    hasSnippet: i % 2 === 0,
    hasCodingChallenge: i % 2 === 0,
    codingChallengeStatus: i % 2 === 0 ? i % 3 : 0
  }))
}

const all = generate()
const noRestriction = { active: false, tier: 6 }
const everything: BoardFilters = { ...DEFAULT_FILTERS, displayedDifficulties: [1, 2, 3, 4, 5, 6], showDisabledChallenges: true }

describe('filterChallenges with 130 challenges', () => {
  it('shows only difficulty 1 by default, without unavailable ones', () => {
    const shown = filterChallenges(all, DEFAULT_FILTERS, noRestriction)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every(c => c.difficulty === 1 && c.disabledEnv === null)).toBe(true)
    expect(shown).toHaveLength(all.filter(c => c.difficulty === 1 && c.disabledEnv === null).length)
  })

  it('shows everything when every filter is open', () => {
    expect(filterChallenges(all, everything, noRestriction)).toHaveLength(130)
  })

  it('hides solved ones, keeps only tutorials and narrows categories', () => {
    expect(filterChallenges(all, { ...everything, showSolvedChallenges: false }, noRestriction).some(c => c.solved)).toBe(false)
    const tutorials = filterChallenges(all, { ...everything, showOnlyTutorialChallenges: true }, noRestriction)
    expect(tutorials).toHaveLength(13)
    const xss = filterChallenges(all, { ...everything, displayedChallengeCategories: ['XSS'] }, noRestriction)
    expect(xss).toHaveLength(26)
    expect(filterChallenges(all, { ...everything, displayedChallengeCategories: [] }, noRestriction)).toHaveLength(0)
  })

  it('narrows to the chosen OWASP Top 10 categories, together with the other filters', () => {
    expect(owaspTop10Of(all)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05'])
    const a03 = filterChallenges(all, { ...everything, displayedOwaspTop10: ['A03'] }, noRestriction)
    expect(a03).toHaveLength(26)
    expect(a03.every(c => c.owaspTop10 === 'A03')).toBe(true)
    expect(filterChallenges(all, { ...everything, displayedOwaspTop10: ['A01', 'A03'], showSolvedChallenges: false }, noRestriction))
      .toHaveLength(all.filter(c => (c.owaspTop10 === 'A01' || c.owaspTop10 === 'A03') && !c.solved).length)
    expect(filterChallenges(all, { ...everything, displayedOwaspTop10: [] }, noRestriction)).toHaveLength(0)
  })

  it('leaves challenges of a server without the mapping visible whatever Top 10 choice is stored', () => {
    // The peer's server sends no curriculum mapping, which the contract (this shop's answers) always has.
    const unmapped = all.map(({ owaspTop10: _dropped, ...rest }) => rest) as unknown as Challenge[]
    expect(owaspTop10Of(unmapped)).toEqual([])
    expect(filterChallenges(unmapped, { ...everything, displayedOwaspTop10: ['A03'] }, noRestriction)).toHaveLength(130)
  })

  it('keeps the order of the listing and the objects themselves', () => {
    const shown = filterChallenges(all, everything, noRestriction)
    expect(shown[5]).toBe(all[5])
  })

  it('under the tutorial restriction shows only tutorials up to the tier, ignoring the other toggles', () => {
    const restriction = { active: true, tier: 2 }
    const shown = filterChallenges(all, { ...everything, showOnlyTutorialChallenges: false, displayedChallengeCategories: [] }, restriction)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every(c => c.hasTutorial && c.difficulty <= 2)).toBe(true)
  })
})

describe('progress', () => {
  it('hacking progress is solved / all, rounded', () => {
    const p = boardProgress(all)
    expect(p.solved).toBe(44)
    expect(p.total).toBe(130)
    expect(p.hackingPercent).toBe(34)
  })

  it('coding progress is the sum of statuses over twice the snippet count, rounded', () => {
    const p = boardProgress(all)
    const expectedScore = all.filter(c => c.hasSnippet).reduce((sum, c) => sum + c.codingChallengeStatus, 0)
    expect(p.codingScore).toBe(expectedScore)
    expect(p.codingMax).toBe(130)
    expect(p.codingPercent).toBe(Math.round(expectedScore / 130 * 100))
  })

  it('is 0 for an empty listing', () => {
    expect(boardProgress([])).toMatchObject({ hackingPercent: 0, codingPercent: 0 })
  })

  it('leaves difficulties outside 1 to 6 out of the counts', () => {
    const counts = difficultyCounts([{ ...all[0], difficulty: 0 }, { ...all[0], difficulty: 7 }, { ...all[0], difficulty: 6, solved: true }])
    expect(counts.map(c => [c.difficulty, c.solved, c.total])).toEqual([[1, 0, 0], [2, 0, 0], [3, 0, 0], [4, 0, 0], [5, 0, 0], [6, 1, 1]])
  })

  it('counts solved and total per difficulty', () => {
    const counts = difficultyCounts(all)
    expect(counts.map(c => c.total).reduce((a, b) => a + b)).toBe(130)
    expect(counts[0]).toEqual({ difficulty: 1, total: 22, solved: all.filter(c => c.difficulty === 1 && c.solved).length })
  })
})

describe('tutorial tiers', () => {
  const tutorial = (difficulty: number, solved: boolean): Challenge => ({ ...all[1], key: `t${difficulty}${String(solved)}`, difficulty, solved, hasTutorial: true })

  it('starts at 1 and rises once every tutorial of a difficulty is solved', () => {
    expect(tutorialState([tutorial(1, false), tutorial(2, false)])).toEqual({ tier: 1, allTutorialsSolved: false })
    expect(tutorialState([tutorial(1, true), tutorial(2, false), tutorial(3, false)])).toEqual({ tier: 2, allTutorialsSolved: false })
    expect(tutorialState([tutorial(1, true), tutorial(3, false)])).toEqual({ tier: 3, allTutorialsSolved: false })
  })

  it('lifts the restriction when all tutorials are solved or the setting is off', () => {
    expect(restrictionFor([tutorial(1, true)], true).active).toBe(false)
    expect(restrictionFor([tutorial(1, false)], false).active).toBe(false)
    expect(restrictionFor([tutorial(1, false)], true)).toEqual({ active: true, tier: 1 })
  })
})

describe('helpers', () => {
  it('lists categories once, sorted', () => {
    expect(categoriesOf(all)).toEqual([...CATEGORIES].sort())
  })

  it('counts a challenge unavailable only when it names an environment', () => {
    // A listing that leaves the field out (an older or foreign server) has every challenge available.
    const withEnv = (disabledEnv: unknown) => isUnavailable({ ...all[0], disabledEnv } as Challenge)
    expect([withEnv('Docker'), withEnv(null), withEnv(undefined), withEnv('')]).toEqual([true, false, false, false])
  })

  it('decides who may play a coding challenge', () => {
    const solvedWithSnippet = all[0]
    const unsolvedWithSnippet = all[2]
    expect(canPlayCoding(solvedWithSnippet, 'never')).toBe(false)
    expect(canPlayCoding(solvedWithSnippet, 'solved')).toBe(true)
    expect(canPlayCoding(unsolvedWithSnippet, 'solved')).toBe(false)
    expect(canPlayCoding(unsolvedWithSnippet, 'always')).toBe(true)
    expect(canPlayCoding(all[1], 'always')).toBe(false)
    expect(codingMode(undefined)).toBe('solved')
    expect(codingMode('always')).toBe('always')
  })

  it('reads hints and tags', () => {
    expect(hintsOf({ ...all[0], hints: ['a', 'b'] })).toEqual(['a', 'b'])
    expect(hintsOf({ ...all[0], hint: null })).toEqual([])
    expect(tagsOf(all[0])).toEqual(['Tutorial', 'Good for Demos'])
    expect(tagsOf(all[1])).toEqual([])
  })
})

function memoryStorage (): Storage {
  const map = new Map<string, string>()
  return {
    get length () { return map.size },
    clear: () => { map.clear() },
    getItem: key => map.get(key) ?? null,
    key: index => [...map.keys()][index] ?? null,
    removeItem: key => { map.delete(key) },
    setItem: (key, value) => { map.set(key, value) }
  }
}

describe('filter storage', () => {
  it('falls back to the defaults, then keeps what was written', () => {
    const store = memoryStorage()
    expect(readFilters(store)).toEqual(DEFAULT_FILTERS)
    writeFilter('displayedDifficulties', [1, 2], store)
    writeFilter('showSolvedChallenges', false, store)
    writeFilter('displayedChallengeCategories', ['XSS'], store)
    expect(store.getItem('displayedDifficulties')).toBe('[1,2]')
    expect(readFilters(store)).toEqual({ ...DEFAULT_FILTERS, displayedDifficulties: [1, 2], showSolvedChallenges: false, displayedChallengeCategories: ['XSS'] })
  })

  it('uses the defaults and stores nothing where there is no local storage (this test runs in Node)', () => {
    expect(typeof localStorage).toBe('undefined')
    expect(readFilters()).toEqual(DEFAULT_FILTERS)
    expect(() => { writeFilter('showSolvedChallenges', false) }).not.toThrow()
  })

  it('ignores malformed values', () => {
    const store = memoryStorage()
    store.setItem('displayedDifficulties', '[9, "x", 3]')
    store.setItem('showSolvedChallenges', 'not json')
    store.setItem('displayedChallengeCategories', '"XSS"')
    expect(readFilters(store)).toEqual({ ...DEFAULT_FILTERS, displayedDifficulties: [3] })
  })

  it('keeps the Top 10 choice and the learning path like the other filters, and drops what is not an id', () => {
    const store = memoryStorage()
    writeFilter('displayedOwaspTop10', ['A03', 'A01'], store)
    writeFilter('selectedLearningPath', 'api-security', store)
    expect(readFilters(store)).toEqual({ ...DEFAULT_FILTERS, displayedOwaspTop10: ['A01', 'A03'], selectedLearningPath: 'api-security' })
    writeFilter('selectedLearningPath', null, store)
    expect(store.getItem('selectedLearningPath')).toBeNull()
    store.setItem('displayedOwaspTop10', '["A03", "A11", 7, "<b>"]')
    store.setItem('selectedLearningPath', '"../../etc"')
    expect(readFilters(store)).toEqual({ ...DEFAULT_FILTERS, displayedOwaspTop10: ['A03'] })
  })

  it('keeps only the valid entries of a list and only a whole path id', () => {
    const store = memoryStorage()
    store.setItem('displayedChallengeCategories', '["XSS", 3, null, "XSS"]')
    // Each id almost valid: with something before, something after, or a digit short.
    store.setItem('displayedOwaspTop10', '["xA01", "A023", "A3", "A05"]')
    store.setItem('selectedLearningPath', '"first-hour!"')
    expect(readFilters(store)).toEqual({ ...DEFAULT_FILTERS, displayedChallengeCategories: ['XSS'], displayedOwaspTop10: ['A05'] })
    store.setItem('selectedLearningPath', '42')
    expect(readFilters(store).selectedLearningPath).toBeNull()
  })
})
