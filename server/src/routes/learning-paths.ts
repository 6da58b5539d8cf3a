import { Router } from 'express'
import type { LearningPath } from '../challenges/learning-paths.js'
import { wrapped } from '../http/input.js'

/** GET /api/LearningPaths: the ordered challenge paths the score board offers (static data, the same for every instance). */
export function learningPathsRouter (paths: readonly LearningPath[]): Router {
  const router = Router()
  const body = wrapped(paths)
  router.get('/api/LearningPaths', (_req, res) => { res.json(body) })
  return router
}
