import { Router } from 'express'
import { forbidden } from '../domain/errors.js'
import { SLASH_IN_NAME } from '../domain/files/file-names.js'
import { findLog, listLogs } from '../domain/logs/log-files.js'
import { notFound } from '../http/errors.js'
import { sendChosenFile } from '../http/send-file.js'

/** The support desk's view of the access logs. */
export function supportLogsRouter (): Router {
  const router = Router()
  // Lines are written a turn after their request; both views include every request answered before.
  router.get(['/support/logs', '/support/logs/:file'], async (req, _res, next) => {
    await req.shop.accessLog.flushed()
    next()
  })
  // Left open so the support desk could read the logs without a server account.
  // vuln-code-snippet start accessLogChallenge
  router.get(['/support/logs', '/support/logs/'], (req, res) => { // vuln-code-snippet vuln-line accessLogChallenge
    res.json({ status: 'success', data: listLogs(req.shop) })
  })
  router.get('/support/logs/:file', (req, res, next) => { // vuln-code-snippet vuln-line accessLogChallenge
    const file = findLog(req.shop, req.params.file, req.auth?.user.id ?? null)
    sendChosenFile(res.type('text/plain; charset=utf-8'), file, next, 'Log file')
  })
  // vuln-code-snippet end accessLogChallenge
  router.get('/support/logs/*rest', () => { throw forbidden(SLASH_IN_NAME) })
  return router
}
