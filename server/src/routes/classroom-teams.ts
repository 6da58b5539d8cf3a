import express, { Router } from 'express'
import { z } from 'zod'
import type { JoinedTeam } from '@shop/contract'
import type { Classroom } from '../classroom/classroom.js'
import { cookieValue, ROUTE_COOKIE, TEAM_COOKIE, teamCookieOptions } from '../classroom/cookies.js'
import { HttpError } from '../http/errors.js'
import { clientAddress, parseInput } from '../http/input.js'
import { originAllowed } from '../realtime/origin.js'

const joinBody = z.object({ passcode: z.string().max(64).optional() })
/** The team segment of a join path as the client sent it (still percent-encoded), if it is a valid cookie value. */
const ROUTE_SEGMENT = /^\/rest\/classroom\/teams\/([A-Za-z0-9%._~!'()*@:=+&$-]{1,400})\/join(?:\?|$)/

/** Joining and leaving a team, and what a page needs to know about the visitor (classroom mode). */
export function classroomTeamsRouter (classroom: Classroom, allowedOrigins: readonly string[]): Router {
  const router = Router()
  router.use('/rest/classroom', express.json({ limit: '16kb' }))

  router.get('/rest/classroom/status', (req, res) => {
    res.set('Cache-Control', 'no-store').json(classroom.status(req))
  })

  router.post('/rest/classroom/teams/:team/join', async (req, res) => {
    // A page of another site must not put its visitors into a team of its choosing.
    if (!originAllowed(req, allowedOrigins)) throw new HttpError(403, 'Joining a team is only possible from the shop\'s own pages', { error: 'origin_refused' })
    const { passcode } = parseInput(joinBody, req.body)
    const joined = await classroom.join({ name: req.params.team, passcode, address: clientAddress(req), cookie: cookieValue(req.headers.cookie, TEAM_COOKIE) })
    res.cookie(TEAM_COOKIE, joined.cookie, teamCookieOptions(classroom.config.cookieHours))
    // Hashed by the front exactly as the join path was, so the team's requests reach the replica that just took it.
    const route = ROUTE_SEGMENT.exec(req.originalUrl)?.[1]
    if (route !== undefined) res.cookie(ROUTE_COOKIE, route, { ...teamCookieOptions(classroom.config.cookieHours), encode: (value: string) => value })
    res.set('Cache-Control', 'no-store')
    res.status(joined.status).json((joined.passcode === undefined ? { team: joined.team.name } : { team: joined.team.name, passcode: joined.passcode }) satisfies JoinedTeam)
  })

  router.post('/rest/classroom/leave', (req, res) => {
    classroom.leave(cookieValue(req.headers.cookie, TEAM_COOKIE))
    const { maxAge: _maxAge, ...attributes } = teamCookieOptions(classroom.config.cookieHours)
    res.clearCookie(TEAM_COOKIE, attributes).clearCookie(ROUTE_COOKIE, attributes).status(204).end()
  })
  return router
}
