import fs from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import { dataFolder } from '../paths.js'
import { HttpError, notFound } from '../http/errors.js'
import { watchedWebFile } from '../http/served-files.js'
import { StaticShell } from '../http/static-shell.js'

const ftpFolder = path.join(dataFolder, 'ftp')
const ftpAllowed = /\.(md|pdf|zip)$/i

/**
 * The public /ftp folder, and the web app for the requests that take the full middleware chain:
 * watched files (see http/served-files.ts), which report `file.served` here, and requests with a
 * query string. Everything else of the web app is answered earlier, by `StaticShell.serveAhead`.
 */
export function staticRouter (shell: StaticShell): Router {
  const router = Router()

  router.get('/ftp/:file', (req, res, next) => {
    const name = req.params.file
    if (!ftpAllowed.test(name) || /[/\\\0]/.test(name) || name.startsWith('.')) throw new HttpError(403, 'Only .md, .pdf and .zip files may be downloaded')
    const file = path.join(ftpFolder, name)
    if (!fs.existsSync(file)) throw notFound('File')
    req.shop.events.emit('file.served', { root: 'ftp', realName: name, requesterId: req.auth?.user.id ?? null })
    res.sendFile(file, { dotfiles: 'deny' }, error => { if (error && !res.headersSent) next(notFound('File')) })
  })

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { next(); return }
    const urlPath = StaticShell.pathOf(req.url)
    const file = urlPath === null ? undefined : shell.find(urlPath)
    if (!file) {
      next(urlPath === '/' ? notFound('Web app build (run npm run build)') : undefined)
      return
    }
    const watched = watchedWebFile(urlPath as string)
    if (watched) req.shop.events.emit('file.served', { ...watched, requesterId: req.auth?.user.id ?? null })
    shell.send(req, res, file)
  })
  return router
}
