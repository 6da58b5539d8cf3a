/** A trainer solution as the server sends it (server/src/challenges/solutions.ts, `SolutionView`). */
export interface SolutionRequest {
  method: string
  path: string
  as?: string
  note?: string
  /** The request written out: request line, then the JSON body; or the page's socket call. */
  text: string
}

export interface Solution {
  key: string
  name: string
  category: string
  difficulty: number
  cwe: number[]
  owaspTop10: string
  owaspApiTop10?: string
  notice: string
  steps: string[]
  requests: SolutionRequest[]
  why: string
  detection: string
  fix: string
}

export type SolutionSummary = Pick<Solution, 'key' | 'name' | 'category' | 'difficulty' | 'owaspTop10'>
