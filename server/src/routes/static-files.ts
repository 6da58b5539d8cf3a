import fs from 'node:fs'
import path from 'node:path'
import { Router, type Request } from 'express'
import type { ShopInstance } from '../instance/shop-instance.js'
import { projectRoot, webDist } from '../paths.js'
import { uploadsFolder } from '../domain/memories/memories.js'
import { notFound } from '../http/errors.js'
import { watchedWebFile } from '../http/served-files.js'
import { mayBeAppPage, StaticShell } from '../http/static-shell.js'
import { sendUserFile } from '../http/user-files.js'
import { sendChosenFile } from '../http/send-file.js'

// The shipped pictures: from the build when there is one, else from the sources (tests, dev server).
const webPublic = path.join(projectRoot, 'web', 'public')
const imageFolders = ['products', 'uploads'] as const

const unsafeName = (name: string): boolean => /[/\\\0]/.test(name) || name.startsWith('.')

/**
 * The web app for the requests that take the full middleware chain:
 * watched files (see http/served-files.ts), which report `file.served` here, and requests with a
 * query string. Everything else of the web app is answered earlier, by `StaticShell.serveAhead`.
 */
export function staticRouter (shell: StaticShell, { teamless = false } = {}): Router {
  const router = Router()
  /** Watchers and uploads belong to a shop; in classroom mode a visitor without a team has none (the join page's files). */
  const shopOf = (req: Request): ShopInstance | undefined => teamless ? undefined : req.shop

  // Product and photo-wall pictures: uploads from the instance's file area first, then the
  // pictures the shop ships. Served here rather than by the static handler so that every file
  // served is reported (file-served watchers).
  for (const folder of imageFolders) {
    router.get(`/assets/public/images/${folder}/:file`, (req, res, next) => {
      const name = req.params.file
      if (unsafeName(name)) throw notFound('File')
      const shop = shopOf(req)
      const uploaded = folder === 'uploads' && shop !== undefined ? path.join(uploadsFolder(shop), name) : undefined
      const file = [
        uploaded,
        path.join(webDist, 'assets', 'public', 'images', folder, name),
        path.join(webPublic, 'assets', 'public', 'images', folder, name)
      ].find(candidate => candidate !== undefined && fs.existsSync(candidate))
      if (!file) throw notFound('File')
      shop?.events.emit('file.served', { root: folder, realName: name, requesterId: req.auth?.user.id ?? null })
      // What users put into the uploads folder (the zip slip included) never runs as a page of the shop.
      if (file === uploaded) sendUserFile(res, file, name, next)
      else sendChosenFile(res, file, next)
    })
  }

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { next(); return }
    const urlPath = StaticShell.pathOf(req.url)
    const page = urlPath !== null && mayBeAppPage(urlPath)
    // Any other path that may be a page of the app gets the app, which shows its start screen.
    const file = urlPath === null ? undefined : shell.find(urlPath) ?? (page ? shell.find('/') : undefined)
    if (!file) {
      next(page ? notFound('Web app build (run npm run build)') : undefined)
      return
    }
    const watched = watchedWebFile(urlPath as string)
    if (watched) shopOf(req)?.events.emit('file.served', { ...watched, requesterId: req.auth?.user.id ?? null })
    shell.send(req, res, file)
  })

  // Translations before a build (tests, dev server): the sources in web/public hold the same files.
  router.get('/assets/i18n/:file', (req, res, next) => {
    const name = req.params.file
    if (unsafeName(name) || !name.endsWith('.json')) throw notFound('File')
    const file = path.join(webPublic, 'assets', 'i18n', name)
    if (!fs.existsSync(file)) throw notFound('File')
    shopOf(req)?.events.emit('file.served', { root: 'i18n', realName: name, requesterId: req.auth?.user.id ?? null })
    sendChosenFile(res, file, next)
  })
  return router
}
