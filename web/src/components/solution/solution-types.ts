/** A trainer solution as the server sends it (server/src/challenges/solutions.ts, `SolutionView`). */
export interface SolutionRequest {
  method: string
  path: string
  as?: string
  note?: string
  /** Set when the page's HTML form sends the body form-encoded or as multipart instead of JSON. */
  form?: 'urlencoded' | 'multipart'
  /** The request written out: request line, then the body as its encoding sends it; or the page's socket call. */
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
