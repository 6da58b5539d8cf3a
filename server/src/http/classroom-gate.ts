import { Router, type RequestHandler } from 'express'
import { DomainError } from '../domain/errors.js'
import { teamRequired, type InstanceRegistry } from '../instance/registry.js'
import { StaticShell } from './static-shell.js'

/** Where a browser without a team is sent. */
export const JOIN_PAGE = '/#/classroom/join'

/** Paths that answer machines, not browsers: without a team they get 401 JSON, never a redirect. */
const API_PATH = /^\/(api|rest|snippets|b2b|metrics|socket\.io)(\/|$)/i
/** Pictures users put into a team's shop: never served to a visitor without a team. */
const TEAM_FILES = /^\/assets\/public\/images\/uploads\//i

const isTeamRequired = (error: unknown): boolean => error instanceof DomainError && error.details?.error === 'team_required'

/**
 * The first middleware in classroom mode: the request's team shop becomes `req.shop`
 * (`registry.resolve` reads the team cookie). A request without a valid team cookie gets only
 * what the join page needs (`lobby`: the app shell and its files, the public configuration,
 * version and languages); otherwise a browser opening a page is sent to the join page and
 * everything else gets 401 `team_required`. It never reaches another team's shop.
 */
export function classroomGate (registry: InstanceRegistry, lobby: Router): RequestHandler {
  return async (req, res, next) => {
    try {
      // Held until the response is over: an idle close or a trainer's reset waits for it.
      req.shop = await registry.attach(req, res)
    } catch (error) {
      if (!isTeamRequired(error)) { next(error); return }
      lobby(req, res, (lobbyError?: unknown) => {
        // Express 5 ends a router left with next('router') by calling on with null: no error, and no team either.
        if (lobbyError !== undefined && lobbyError !== null && lobbyError !== 'route' && lobbyError !== 'router') { next(lobbyError); return }
        const page = (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(req.path)
        if (page) res.redirect(302, JOIN_PAGE)
        else next(teamRequired())
      })
      return
    }
    next()
  }
}

/** What a visitor without a team may load: the shop's own web files (no team's uploads) and the given routers. */
export function lobbyRouter (shell: StaticShell, publicRouters: Router[], files: Router): Router {
  const router = Router()
  for (const publicRouter of publicRouters) router.use(publicRouter)
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { next(); return }
    const urlPath = StaticShell.pathOf(req.url)
    const webFile = urlPath !== null && !TEAM_FILES.test(urlPath) &&
      (urlPath === '/' || urlPath.startsWith('/assets/') || shell.find(urlPath) !== undefined)
    if (webFile) files(req, res, next)
    else next()
  })
  return router
}
