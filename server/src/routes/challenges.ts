import { Router } from 'express'
import { contentLanguage } from '../http/content-language.js'
import { wrapped } from '../http/input.js'
import { sendRows } from '../http/send-answer.js'
import { answerKeys } from '../instance/answer-cache.js'
import type { ChallengeView } from '../challenges/tracker.js'

const sortable = new Set<keyof ChallengeView>(['name', 'difficulty', 'category', 'id', 'key'])

/** /api/Challenges: the score board's listing and the menu's single-name lookup. */
export function challengesRouter (): Router {
  const router = Router()
  router.get('/api/Challenges', (req, res) => {
    const { name, key, sort } = req.query
    const language = contentLanguage(req, req.shop.challenges.languages)
    res.vary('Cookie').vary('Accept-Language')
    if (name === undefined && key === undefined && sort === undefined) {
      // The score board's whole list: kept until a challenge's state changes, sent like a static file.
      const cacheKey = answerKeys.challenges(language)
      sendRows(req, res, cacheKey, req.shop.answers.value(cacheKey, ['Challenges'], () => req.shop.challenges.list(language)))
      return
    }
    let list = req.shop.challenges.list(language)
    // Lookups by name use the catalogue's English name, as the menu and the peer's clients send it.
    if (typeof name === 'string') list = list.filter(c => req.shop.challenges.englishName(c.key) === name)
    if (typeof key === 'string') list = list.filter(c => c.key === key)
    if (typeof sort === 'string' && sortable.has(sort as keyof ChallengeView)) {
      const field = sort as keyof ChallengeView
      list = [...list].sort((a, b) => String(a[field]).localeCompare(String(b[field]), language, { numeric: true }))
    }
    res.json(wrapped(list))
  })
  return router
}
