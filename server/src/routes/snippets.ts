import { Router } from 'express'
import { z } from 'zod'
import type { CodingChallengeList } from '@shop/contract'
import type { CodingLibrary } from '../challenges/snippets/library.js'
import { codingChallengeKeys, fixesFor, requireEnabled, snippetFor, submitFindIt, submitFixIt } from '../domain/coding/coding-challenges.js'
import { parseInput } from '../http/input.js'

const key = z.string().min(1).max(100)
const verdictBody = z.object({
  key,
  selectedLines: z.array(z.number().int().min(1).max(100000)).max(1000)
})
const fixBody = z.object({ key, selectedFix: z.number().int().min(0) })

/** /snippets: the coding challenges' Find it and Fix it (docs/api.md, "Coding challenges"). */
export function snippetsRouter (library: CodingLibrary): Router {
  const router = Router()
  // The list answers in every mode (empty with `never`); everything below it is closed by `never`.
  router.get('/snippets', (req, res) => {
    res.json({ challenges: codingChallengeKeys(req.shop, library) } satisfies CodingChallengeList)
  })
  router.use('/snippets', (req, _res, next) => { requireEnabled(req.shop); next() })
  router.get('/snippets/fixes/:key', (req, res) => {
    res.json(fixesFor(req.shop, library, String(req.params.key)))
  })
  router.get('/snippets/:key', (req, res) => {
    res.json(snippetFor(req.shop, library, String(req.params.key)))
  })
  router.post('/snippets/verdict', (req, res) => {
    const { key, selectedLines } = parseInput(verdictBody, req.body)
    res.json(submitFindIt(req.shop, library, key, selectedLines))
  })
  router.post('/snippets/fixes', (req, res) => {
    const { key, selectedFix } = parseInput(fixBody, req.body)
    res.json(submitFixIt(req.shop, library, key, selectedFix))
  })
  return router
}
