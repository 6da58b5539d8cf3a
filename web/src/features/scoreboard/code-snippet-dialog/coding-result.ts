/** Per-tab result of a coding challenge: undecided, right or wrong; right stays right. */
export type TabResult = 'undecided' | 'right' | 'wrong'

export interface CodingResults {
  findIt: TabResult
  fixIt: TabResult
}

/** Coding status 1 means Find it is already solved, 2 both tabs. */
export function resultsFromStatus (status: number): CodingResults {
  return {
    findIt: status >= 1 ? 'right' : 'undecided',
    fixIt: status >= 2 ? 'right' : 'undecided'
  }
}

export function settle (previous: TabResult, verdict: boolean): TabResult {
  if (previous === 'right') return 'right'
  return verdict ? 'right' : 'wrong'
}

/** Fix it opens once Find it is right, or straight away when there is nothing to fix. */
export function isFixItLocked (results: CodingResults, hasFixes: boolean): boolean {
  return hasFixes && results.findIt !== 'right'
}

export interface FixOption {
  code: string
  /** Position in the server's order, which is what the verdict call expects. */
  index: number
}

/** Fisher-Yates over the options, keeping each option's original index. */
export function shuffleFixes (fixes: readonly string[], random: () => number = Math.random): FixOption[] {
  const options = fixes.map((code, index) => ({ code, index }))
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[options[i], options[j]] = [options[j], options[i]]
  }
  return options
}

export function snippetLines (snippet: string): string[] {
  return snippet.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n')
}
