import { z } from 'zod'

/** One row of `GET /api/Challenges` (and of its `?name=`, `?key=`, `?sort=` lookups). */
export const challengeSchema = z.strictObject({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  difficulty: z.number().int(),
  /** Trusted HTML from the shop's own catalogue. */
  description: z.string(),
  cwe: z.array(z.number().int()),
  owaspTop10: z.string(),
  owaspApiTop10: z.string().nullable(),
  /** Comma-separated list, or null. */
  tags: z.string().nullable(),
  hint: z.string().nullable(),
  hints: z.array(z.string()),
  hintUrl: z.string().nullable(),
  mitigationUrl: z.string().nullable(),
  solved: z.boolean(),
  /** Always null here: the peer's server names environments where a challenge is off. */
  disabledEnv: z.null(),
  tutorialOrder: z.number().int().nullable(),
  hasTutorial: z.boolean(),
  hasSnippet: z.boolean(),
  /** The same as `hasSnippet`, under the name the peer's score board reads. */
  hasCodingChallenge: z.boolean(),
  /** 0 none, 1 Find it solved, 2 Fix it solved. */
  codingChallengeStatus: z.number().int().min(0).max(2)
})
export type Challenge = z.infer<typeof challengeSchema>

/** The realtime `challenge solved` notice. */
export const challengeSolvedNoticeSchema = z.strictObject({
  /** The challenge's name. */
  challenge: z.string(),
  key: z.string(),
  /** The flag in CTF mode for a live solve, otherwise a notice token of the same shape. */
  flag: z.string(),
  hidden: z.boolean(),
  isRestore: z.boolean()
})
export type ChallengeSolvedNotice = z.infer<typeof challengeSolvedNoticeSchema>

/** One path of `GET /api/LearningPaths`. */
export const learningPathSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Challenge keys in the order the path takes them. */
  challenges: z.array(z.string())
})
export type LearningPath = z.infer<typeof learningPathSchema>

/** `GET /rest/continue-code`, `…-findIt`, `…-fixIt`: the progress code of one kind. */
export const progressCodeSchema = z.strictObject({ continueCode: z.string() })
export type ProgressCode = z.infer<typeof progressCodeSchema>
