import { Router } from 'express'
import { listHints } from '../domain/progress/hints.js'
import { contentLanguage } from '../http/content-language.js'
import { wrapped } from '../http/input.js'

/** /api/Hints: the hints of every challenge, for CTF export tools, in the caller's language. */
export function hintsRouter (): Router {
  const router = Router()
  router.get('/api/Hints', (req, res) => {
    res.vary('Cookie').vary('Accept-Language')
    res.json(wrapped(listHints(req.shop, contentLanguage(req, req.shop.challenges.languages))))
  })
  return router
}
