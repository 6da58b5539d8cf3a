import { Router } from 'express'
import { listHints } from '../domain/progress/hints.js'
import { wrapped } from '../http/input.js'

/** /api/Hints: the hints of every challenge, for CTF export tools. */
export function hintsRouter (): Router {
  const router = Router()
  router.get('/api/Hints', (req, res) => {
    res.json(wrapped(listHints(req.shop)))
  })
  return router
}
