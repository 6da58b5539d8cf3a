import { Router } from 'express'
import type { ProgressCode } from '@shop/contract'
import { applyProgressCode, progressCode, type ProgressKind } from '../domain/progress/progress-codes.js'

/** URL segment of each progress code (docs/api.md "Progress codes"). */
const paths: ReadonlyArray<[string, ProgressKind]> = [
  ['/rest/continue-code', 'solved'],
  ['/rest/continue-code-findIt', 'findIt'],
  ['/rest/continue-code-fixIt', 'fixIt']
]

/** Progress codes: read the current ones, apply one from another shop or an earlier run. */
export function progressRouter (): Router {
  const router = Router()
  for (const [path, kind] of paths) {
    router.get(path, (req, res) => {
      res.json({ continueCode: progressCode(req.shop, kind) } satisfies ProgressCode)
    })
    router.put(`${path}/apply/:code`, (req, res) => {
      applyProgressCode(req.shop, kind, String(req.params.code))
      res.json({ data: 'ok' })
    })
  }
  return router
}
