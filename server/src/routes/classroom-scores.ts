import { Router, type Request, type RequestHandler } from 'express'
import type { ClassroomBoard } from '../classroom/board.js'
import { DomainError } from '../domain/errors.js'
import { trainerSessionOf } from './classroom-trainer.js'

/** Who may read the leaderboard: a member of a team (cookie checked by the core of classroom mode) or the trainer. */
export interface LeaderboardAccess { hasTeam: (req: Request) => boolean }

/** The leaderboard: ranking, a team's solves, a challenge's solvers, the latest solves. Read-only. */
export function classroomScoresRouter (board: ClassroomBoard, access: LeaderboardAccess): Router {
  const router = Router()
  const reader: RequestHandler = (req, res, next) => {
    if (!access.hasTeam(req) && trainerSessionOf(board, req) === undefined) {
      throw new DomainError('unauthenticated', 'Join a team to see the leaderboard', { error: 'team_required' })
    }
    // Live figures: never kept by a cache between the shop and the projector.
    res.set('Cache-Control', 'no-store')
    next()
  }
  router.get('/rest/classroom/scores', reader, (_req, res) => { res.json(board.scores.ranking()) })
  router.get('/rest/classroom/pinned-path', reader, (_req, res) => { res.json(board.pinnedProgress()) })
  router.get('/rest/classroom/teams/:team/solves', reader, (req, res) => { res.json(board.scores.teamSolves(String(req.params.team))) })
  router.get('/rest/classroom/challenges/:key/solves', reader, (req, res) => { res.json(board.scores.challengeSolves(String(req.params.key))) })
  router.get('/rest/classroom/feed', reader, (req, res) => { res.json(board.scores.feed(req.query.limit)) })
  return router
}
