import { z } from 'zod'

/** `GET /snippets`: the keys of the challenges with a coding challenge (empty when they are off). */
export const codingChallengeListSchema = z.strictObject({ challenges: z.array(z.string()) })
export type CodingChallengeList = z.infer<typeof codingChallengeListSchema>

/** `GET /snippets/{key}`: the code of a coding challenge's Find it. */
export const codeSnippetSchema = z.strictObject({
  snippet: z.string(),
  /** 1-based; empty until Find it is solved. */
  vulnLines: z.array(z.number().int()),
  /** Lines that look suspicious and are not. */
  neutralLines: z.array(z.number().int())
})
export type CodeSnippet = z.infer<typeof codeSnippetSchema>

/** `GET /snippets/fixes/{key}`: Fix it's options, in the server's fixed order. */
export const snippetFixesSchema = z.strictObject({ fixes: z.array(z.string()) })
export type SnippetFixes = z.infer<typeof snippetFixesSchema>

/** `POST /snippets/verdict`: whether the selected lines are exactly the vulnerable ones. */
export const findItVerdictSchema = z.strictObject({
  verdict: z.boolean(),
  /** Only on a wrong answer, and only for a challenge that has hints. */
  hint: z.string().optional()
})
export type FindItVerdict = z.infer<typeof findItVerdictSchema>

/** `POST /snippets/fixes`: whether the chosen option is the right fix, and why. */
export const fixItVerdictSchema = z.strictObject({
  verdict: z.boolean(),
  explanation: z.string()
})
export type FixItVerdict = z.infer<typeof fixItVerdictSchema>

/** A request a solution walks through. */
export const solutionRequestSchema = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'SOCKET']),
  /** For SOCKET, the event name the page emits; a `:name` segment stands for an id the exploit computes. */
  path: z.string(),
  query: z.record(z.string(), z.unknown()).optional(),
  /** As the solution file gives it: any JSON value (an object, or the raw text of a body). */
  body: z.unknown().optional(),
  /** Set when the page's form sends the body form-encoded or as multipart instead of JSON. */
  form: z.enum(['urlencoded', 'multipart']).optional(),
  /** Whose login the request is sent with. */
  as: z.string().optional(),
  note: z.string().optional(),
  /** The request written out: request line, then the body as its encoding sends it; or the page's socket call. */
  text: z.string()
})
export type SolutionRequest = z.infer<typeof solutionRequestSchema>

/**
 * A challenge's trainer solution (`GET /api/Solutions/{key}` when `challenges.showSolutions` is on,
 * `GET /rest/classroom/trainer/solutions/{key}`): its text, then the challenge's facts.
 */
export const solutionSchema = z.strictObject({
  key: z.string(),
  notice: z.string(),
  steps: z.array(z.string()),
  requests: z.array(solutionRequestSchema),
  why: z.string(),
  detection: z.string(),
  fix: z.string(),
  name: z.string(),
  category: z.string(),
  difficulty: z.number().int(),
  cwe: z.array(z.number().int()),
  owaspTop10: z.string(),
  owaspApiTop10: z.string().optional()
})
export type Solution = z.infer<typeof solutionSchema>

/** An entry of the trainer console's solution list (`GET /rest/classroom/trainer/solutions`). */
export const solutionSummarySchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  difficulty: z.number().int(),
  owaspTop10: z.string()
})
export type SolutionSummary = z.infer<typeof solutionSummarySchema>

/** `GET /rest/classroom/trainer/solutions`. */
export const trainerSolutionsSchema = z.strictObject({ solutions: z.array(solutionSummarySchema) })
export type TrainerSolutions = z.infer<typeof trainerSolutionsSchema>

/** `GET /rest/classroom/trainer/solutions/{key}`. */
export const trainerSolutionSchema = z.strictObject({ solution: solutionSchema })
export type TrainerSolution = z.infer<typeof trainerSolutionSchema>
