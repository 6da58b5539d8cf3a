import type { Router } from 'express'
import type { Classroom } from '../classroom/classroom.js'
import type { SolutionLibrary } from '../challenges/solutions.js'
import { classroomScoresRouter } from './classroom-scores.js'
import { classroomTeamsRouter } from './classroom-teams.js'
import { classroomTrainerRouter } from './classroom-trainer.js'
import { classroomReadyRouter } from './classroom-ready.js'

/**
 * The routers of classroom mode (`/rest/classroom/...`), mounted ahead of the team gate: they
 * answer with or without a team cookie and check the cookies they need themselves.
 */
export function classroomRouters (classroom: Classroom, allowedOrigins: readonly string[], solutions: SolutionLibrary): Router[] {
  return [
    classroomTeamsRouter(classroom, allowedOrigins),
    classroomScoresRouter(classroom.board, { hasTeam: req => classroom.isPlayer(req) }),
    classroomTrainerRouter(classroom.board, solutions),
    classroomReadyRouter(classroom)
  ]
}
