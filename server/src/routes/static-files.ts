import fs from 'node:fs'
import path from 'node:path'
import express, { Router } from 'express'
import { projectRoot } from '../paths.js'
import { uploadsFolder } from '../domain/memories/memories.js'
import { notFound } from '../http/errors.js'

// The shipped pictures: from the build when there is one, else from the sources (tests, dev server).
const webPublic = path.join(projectRoot, 'web', 'public')
const imageFolders = ['products', 'uploads'] as const

const unsafeName = (name: string): boolean => /[/\\\0]/.test(name) || name.startsWith('.')

/** The built web app, its translations and images. */
export function staticRouter (webDist: string): Router {
  const router = Router()

  // Product and photo-wall pictures: uploads from the instance's file area first, then the
  // pictures the shop ships. Served here rather than by the static handler so that every file
  // served is reported (file-served watchers).
  for (const folder of imageFolders) {
    router.get(`/assets/public/images/${folder}/:file`, (req, res, next) => {
      const name = req.params.file
      if (unsafeName(name)) throw notFound('File')
      const candidates = [
        ...(folder === 'uploads' ? [uploadsFolder(req.shop)] : []),
        path.join(webDist, 'assets', 'public', 'images', folder),
        path.join(webPublic, 'assets', 'public', 'images', folder)
      ].map(dir => path.join(dir, name))
      const file = candidates.find(candidate => fs.existsSync(candidate))
      if (!file) throw notFound('File')
      req.shop.events.emit('file.served', { root: folder, realName: name, requesterId: req.auth?.user.id ?? null })
      res.sendFile(file, { dotfiles: 'deny' }, error => { if (error && !res.headersSent) next(notFound('File')) })
    })
  }

  // Hashed bundle files never change, so browsers may keep them; everything else is revalidated.
  router.use(express.static(webDist, {
    index: 'index.html',
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8}\.(js|css)$/.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    }
  }))
  router.get('/', (_req, res, next) => {
    const index = path.join(webDist, 'index.html')
    if (fs.existsSync(index)) res.sendFile(index)
    else next(notFound('Web app build (run npm run build)'))
  })
  return router
}
