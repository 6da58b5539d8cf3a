import { Router } from 'express'
import type { ApplicationConfiguration, ApplicationConfigurationAnswer, ApplicationVersion, Language } from '@shop/contract'
import type { ShopConfig } from '../config.js'
import { languageList } from '../domain/languages.js'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot, webDist } from '../paths.js'

type PublicSection = 'application' | 'challenges' | 'hackingInstructor' | 'ctf' | 'metrics' | 'fileStorage' | 'classroom' | 'integrations' | 'overlay'

/** Application version, public configuration and the language list. */
export function metaRouter (config: ShopConfig): Router {
  const router = Router()
  const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
  let languages: Language[] | null = null

  router.get('/rest/admin/application-version', (_req, res) => {
    res.json({ version } satisfies ApplicationVersion)
  })

  router.get('/rest/admin/application-configuration', (_req, res) => {
    // Classroom mode's settings stay private; the web app needs only to know whether it is on. The
    // overlay's content reaches players through the shop's own answers (products, memories, the bot).
    // The snippet's function returns an untyped record (its text is the coding challenge's); what it
    // returns is the configuration without `server`, whose sections the contract describes.
    const { content: _content, ...shown } = publicConfiguration(config) as Pick<ShopConfig, PublicSection | 'content'>
    const answer: ApplicationConfigurationAnswer = { config: { ...shown, classroom: { enabled: config.classroom.enabled } } satisfies ApplicationConfiguration }
    res.json(answer)
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
