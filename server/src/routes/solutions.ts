import { Router } from 'express'
import type { ShopConfig } from '../config.js'
import type { SolutionLibrary } from '../challenges/solutions.js'
import { HttpError, notFound } from '../http/errors.js'

/**
 * GET /api/Solutions/:key: a challenge's trainer solution, only when `challenges.showSolutions` is on
 * and classroom mode is off (there, trainers read them in their console). Otherwise every key, known
 * or not, gets the same 404, so the answer tells a player nothing.
 */
export function solutionsRouter (config: ShopConfig, solutions: SolutionLibrary): Router {
  const router = Router()
  const shown = config.challenges.showSolutions && !config.classroom.enabled
  router.get('/api/Solutions/:key', (req, res) => {
    if (!shown) throw new HttpError(404, 'Solutions are not shown in this shop')
    const solution = solutions.get(String(req.params.key))
    if (solution === undefined) throw notFound('Solution')
    res.set('Cache-Control', 'no-store').json({ status: 'success', data: solution })
  })
  return router
}
