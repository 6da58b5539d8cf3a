/** A trainer solution as the server sends it (docs/api.md, Records: Solution). */
export type { Solution, SolutionRequest, SolutionSummary } from '@shop/contract'
