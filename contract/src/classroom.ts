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
