import { Router, type Request, type RequestHandler, type Response } from 'express'
import type { EventEndAnswer, PinnedPathAnswer, TrainerSolution, TrainerSolutions, TrainerTeams } from '@shop/contract'
import type { ClassroomBoard } from '../classroom/board.js'
import type { SolutionLibrary } from '../challenges/solutions.js'
import { cookieValue, TRAINER_COOKIE, trainerCookieOptions } from '../classroom/cookies.js'
import { DomainError } from '../domain/errors.js'
import { clientAddress } from '../http/input.js'
import { notFound } from '../http/errors.js'

/** The live trainer session of the request's `classroom-trainer` cookie, if any. */
export const trainerSessionOf = (board: ClassroomBoard, req: Request): string | undefined =>
  board.trainer.sessionOf(cookieValue(req.headers.cookie, TRAINER_COOKIE))

const sessionIn = (res: Response): string => res.locals.trainerSession as string

/**
 * The trainer's sign-in and console; every call but sign-in needs the trainer cookie (401 `trainer_required`).
 * The console's solutions are for trainers only, whatever `challenges.showSolutions` says.
 */
export function classroomTrainerRouter (board: ClassroomBoard, solutions: SolutionLibrary): Router {
  const router = Router()
  const trainer: RequestHandler = (req, res, next) => {
    const session = trainerSessionOf(board, req)
    if (session === undefined) throw new DomainError('unauthenticated', 'Sign in as the trainer first', { error: 'trainer_required' })
    res.locals.trainerSession = session
    res.set('Cache-Control', 'no-store')
    next()
  }
  const team = (req: Request): string => String(req.params.team)

  router.post('/rest/classroom/trainer/login', async (req, res) => {
    const { cookie } = await board.trainer.signIn(req.body, clientAddress(req))
    res.cookie(TRAINER_COOKIE, cookie, trainerCookieOptions())
    res.status(204).end()
  })
  router.post('/rest/classroom/trainer/logout', trainer, (_req, res) => {
    board.trainer.signOut(sessionIn(res))
    const { maxAge: _maxAge, ...attributes } = trainerCookieOptions()
    res.clearCookie(TRAINER_COOKIE, attributes)
    res.status(204).end()
  })
  router.get('/rest/classroom/trainer/teams', trainer, (_req, res) => { res.json({ teams: board.console.teams() } satisfies TrainerTeams) })
  router.post('/rest/classroom/trainer/teams/:team/reset', trainer, async (req, res) => {
    await board.console.resetTeam(sessionIn(res), team(req))
    res.status(204).end()
  })
  router.post('/rest/classroom/trainer/teams/:team/passcode', trainer, async (req, res) => {
    res.json(await board.console.resetPasscode(sessionIn(res), team(req)))
  })
  router.delete('/rest/classroom/trainer/teams/:team', trainer, async (req, res) => {
    await board.console.deleteTeam(sessionIn(res), team(req))
    res.status(204).end()
  })
  router.post('/rest/classroom/trainer/notice', trainer, (req, res) => {
    board.console.notice(sessionIn(res), req.body)
    res.status(204).end()
  })
  router.put('/rest/classroom/trainer/event-end', trainer, (req, res) => {
    res.json({ eventEnd: board.console.setEventEnd(sessionIn(res), req.body) } satisfies EventEndAnswer)
  })
  router.put('/rest/classroom/trainer/pinned-path', trainer, (req, res) => {
    res.json({ pathId: board.console.pinPath(sessionIn(res), req.body) } satisfies PinnedPathAnswer)
  })
  router.get('/rest/classroom/trainer/scores.csv', trainer, (_req, res) => {
    res.type('text/csv; charset=utf-8').attachment('classroom-scores.csv').send(board.console.scoresCsv(sessionIn(res)))
  })
  router.get('/rest/classroom/trainer/audit', trainer, (_req, res) => { res.json(board.console.audit()) })
  router.get('/rest/classroom/trainer/solutions', trainer, (_req, res) => { res.json({ solutions: solutions.list() } satisfies TrainerSolutions) })
  router.get('/rest/classroom/trainer/solutions/:key', trainer, (req, res) => {
    const solution = solutions.get(String(req.params.key))
    if (solution === undefined) throw notFound('Solution')
    res.json({ solution } satisfies TrainerSolution)
  })
  return router
}
