import { Router } from 'express'
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
    if (name === undefined && key === undefined && sort === undefined) {
      // The score board's whole list: kept until a challenge's state changes, sent like a static file.
      sendRows(req, res, answerKeys.challenges, req.shop.answers.value(answerKeys.challenges, ['Challenges'], () => req.shop.challenges.list()))
      return
    }
    let list = req.shop.challenges.list()
    if (typeof name === 'string') list = list.filter(c => c.name === name)
    if (typeof key === 'string') list = list.filter(c => c.key === key)
    if (typeof sort === 'string' && sortable.has(sort as keyof ChallengeView)) {
      const field = sort as keyof ChallengeView
      list = [...list].sort((a, b) => String(a[field]).localeCompare(String(b[field]), 'en', { numeric: true }))
    }
    res.json(wrapped(list))
  })
  return router
}
