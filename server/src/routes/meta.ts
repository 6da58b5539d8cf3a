import { Router } from 'express'
import type { ShopConfig } from '../config.js'
import { languageList } from '../domain/languages.js'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot, webDist } from '../paths.js'

/** Application version, public configuration and the language list. */
export function metaRouter (config: ShopConfig): Router {
  const router = Router()
  const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
  let languages: ReturnType<typeof languageList> | null = null

  router.get('/rest/admin/application-version', (_req, res) => {
    res.json({ version })
  })

  router.get('/rest/admin/application-configuration', (_req, res) => {
    // Classroom mode's settings stay private; the web app needs only to know whether it is on. The
    // overlay's content reaches players through the shop's own answers (products, memories, the bot).
    const { content: _content, ...shown } = publicConfiguration(config)
    res.json({ config: { ...shown, classroom: { enabled: config.classroom.enabled } } })
  })

  router.get('/rest/languages', (_req, res) => {
    // Translation files only change with a new build, so one computation per process is enough.
    languages ??= languageList(webDist)
    res.json(languages)
  })
  return router
}

// vuln-code-snippet start configSecretLeakChallenge
/** The part of the configuration the web app needs; the server block stays private. */
function publicConfiguration (config: ShopConfig): Record<string, unknown> {
  const { server: _server, ...rest } = config // vuln-code-snippet vuln-line configSecretLeakChallenge
  return rest
}
// vuln-code-snippet end configSecretLeakChallenge
