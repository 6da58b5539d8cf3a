import { z } from 'zod'

/** One team on the classroom leaderboard (`GET /rest/classroom/scores`). */
export const classroomScoreRowSchema = z.strictObject({
  /** Teams equal in score and last solve share a rank (1, 2, 2, 4). */
  rank: z.number().int(),
  team: z.string(),
  score: z.number().int(),
  solved: z.number().int(),
  lastSolvedAt: z.string().nullable()
})
export type ClassroomScoreRow = z.infer<typeof classroomScoreRowSchema>

/** `GET /rest/classroom/scores`: the leaderboard, best first. */
export const classroomScoresSchema = z.strictObject({
  teams: z.array(classroomScoreRowSchema),
  eventEnd: z.string().nullable(),
  frozen: z.boolean()
})
export type ClassroomScores = z.infer<typeof classroomScoresSchema>

/** A scored solve: an entry of `GET /rest/classroom/feed` and the realtime `classroom solve`. */
export const classroomSolveSchema = z.strictObject({
  team: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  difficulty: z.number().int(),
  solvedAt: z.string(),
  /** False for a solve after the event end: listed, but worth nothing. */
  counted: z.boolean()
})
export type ClassroomSolve = z.infer<typeof classroomSolveSchema>

/** A team of the trainer console (`GET /rest/classroom/trainer/teams`). */
export const trainerTeamSchema = z.strictObject({
  team: z.string(),
  id: z.string(),
  score: z.number().int(),
  solved: z.number().int(),
  members: z.number().int(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  /** Whether this replica has the team's shop built right now. */
  open: z.boolean(),
  /** The replica holding the team; only when the class runs on several replicas. */
  replica: z.string().optional()
})
export type TrainerTeam = z.infer<typeof trainerTeamSchema>

/** `GET /rest/classroom/trainer/teams`. */
export const trainerTeamsSchema = z.strictObject({ teams: z.array(trainerTeamSchema) })
export type TrainerTeams = z.infer<typeof trainerTeamsSchema>

/** The trainer's latest notice to the class (`notice` of the status, the realtime `classroom notice`). */
export const classroomNoticeSchema = z.strictObject({
  message: z.string(),
  at: z.string()
})
export type ClassroomNotice = z.infer<typeof classroomNoticeSchema>

/** The visitor's team, as the status names it. */
export const classroomMembershipSchema = z.strictObject({
  name: z.string(),
  /** The team's shop instance. */
  id: z.string()
})
export type ClassroomMembership = z.infer<typeof classroomMembershipSchema>

/** `GET /rest/classroom/status`: what a page needs to know about the visitor and the event. */
export const classroomStatusSchema = z.strictObject({
  team: classroomMembershipSchema.nullable(),
  trainer: z.boolean(),
  eventEnd: z.string().nullable(),
  frozen: z.boolean(),
  /** The learning path the trainer pinned for the class. */
  pinnedPath: z.string().nullable(),
  notice: classroomNoticeSchema.nullable()
})
export type ClassroomStatus = z.infer<typeof classroomStatusSchema>

/** A step of the pinned learning path and how many teams have solved it (a late solve does not count). */
export const pinnedStepSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  solvedBy: z.number().int()
})
export type PinnedStep = z.infer<typeof pinnedStepSchema>

/** `GET /rest/classroom/pinned-path`: the class's progress along the pinned path (`pathId` null: nothing pinned). */
export const pinnedProgressSchema = z.strictObject({
  pathId: z.string().nullable(),
  teams: z.number().int(),
  steps: z.array(pinnedStepSchema)
})
export type PinnedProgress = z.infer<typeof pinnedProgressSchema>

/** A solve on a team's page: the classroom solve without the team. */
export const teamSolveSchema = classroomSolveSchema.omit({ team: true })
export type TeamSolve = z.infer<typeof teamSolveSchema>

/** `GET /rest/classroom/teams/{team}/solves`. */
export const teamSolvesSchema = z.strictObject({
  team: z.string(),
  score: z.number().int(),
  solved: z.number().int(),
  solves: z.array(teamSolveSchema)
})
export type TeamSolves = z.infer<typeof teamSolvesSchema>

/** A team that solved a challenge, on the challenge's page. */
export const challengeSolverSchema = z.strictObject({
  team: z.string(),
  solvedAt: z.string(),
  counted: z.boolean()
})
export type ChallengeSolver = z.infer<typeof challengeSolverSchema>

/** `GET /rest/classroom/challenges/{key}/solves`. */
export const challengeSolvesSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  difficulty: z.number().int(),
  teams: z.array(challengeSolverSchema)
})
export type ChallengeSolves = z.infer<typeof challengeSolvesSchema>

/** `POST /rest/classroom/teams/{team}/join`; the passcode only to the team's creator. */
export const joinedTeamSchema = z.strictObject({
  team: z.string(),
  passcode: z.string().optional()
})
export type JoinedTeam = z.infer<typeof joinedTeamSchema>

/** `POST /rest/classroom/trainer/teams/{team}/passcode`: the team's new passcode. */
export const teamPasscodeSchema = z.strictObject({
  team: z.string(),
  passcode: z.string()
})
export type TeamPasscode = z.infer<typeof teamPasscodeSchema>

/** An entry of the trainer's audit (`GET /rest/classroom/trainer/audit`), newest first. */
export const auditEntrySchema = z.strictObject({
  at: z.string(),
  /** The trainer session that acted; null for a failed sign-in. */
  session: z.string().nullable(),
  action: z.enum(['sign-in', 'sign-in-failed', 'sign-out', 'team-reset', 'passcode-reset', 'team-delete', 'notice', 'event-end', 'pinned-path', 'scores-export']),
  team: z.string().nullable(),
  detail: z.string().nullable()
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditSchema = z.strictObject({ entries: z.array(auditEntrySchema) })
export type Audit = z.infer<typeof auditSchema>

/** `PUT /rest/classroom/trainer/event-end` and `…/pinned-path`: the setting as stored. */
export const eventEndAnswerSchema = z.strictObject({ eventEnd: z.string().nullable() })
export type EventEndAnswer = z.infer<typeof eventEndAnswerSchema>
export const pinnedPathAnswerSchema = z.strictObject({ pathId: z.string().nullable() })
export type PinnedPathAnswer = z.infer<typeof pinnedPathAnswerSchema>
