import { Router } from 'express'
import type { Classroom } from '../classroom/classroom.js'

/**
 * Readiness of a classroom process (Kubernetes' readiness probe, the local cluster test): 200 once
 * the shared state is loaded (always in a single process), 503 while a replica has not yet reached
 * Redis. Once ready it stays ready through a Redis outage: play goes on inside the teams' shops.
 * Liveness needs no path of its own: any answer (e.g. `/rest/admin/application-version`) will do.
 */
export function classroomReadyRouter (classroom: Classroom): Router {
  const router = Router()
  router.get('/rest/classroom/ready', (_req, res) => {
    const replica = classroom.shared.replica ?? null
    res.set('Cache-Control', 'no-store')
    if (classroom.shared.ready()) res.json({ ready: true, replica })
    else res.status(503).json({ status: 'error', error: 'not_ready', message: 'This replica has not reached the class\'s shared state (Redis) yet', ready: false, replica })
  })
  return router
}
