import { Router, type ErrorRequestHandler, type Request, type Response } from 'express'
import multer from 'multer'
import { BudgetExceeded } from '../challenges/mechanisms/budgets.js'
import { invalid } from '../domain/errors.js'
import { MEMORY_LIMITS } from '../domain/memories/memories.js'
import { profileOwner, renameUser, setImageFromUrl, setUploadedImage } from '../domain/profile/profile.js'
import { renderErrorPage, renderProfilePage } from '../http/views/profile-page.js'
import { PROFILE_CSS } from '../http/views/profile-style.js'
import { PROFILE_TEXTS, profileLanguage } from '../http/views/profile-texts.js'
import { describeError } from '../http/errors.js'

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MEMORY_LIMITS.imageBytes, files: 1, fields: 2, parts: 3 } }).single('file')

/**
 * The page's folder relative to the request, so links work behind a path prefix too. Built from
 * `baseUrl + path` because the error handler is mounted at `/profile`, where `req.path` alone has
 * lost that segment.
 */
const baseFor = (req: Request): string => /\/profile\/./.test(req.baseUrl + req.path) ? '../../' : './'

function pageOptions (req: Request, notice?: { kind: 'success' | 'error', text: string }) {
  return { language: profileLanguage(req.headers.cookie), shopName: req.shop.config.application.name, base: baseFor(req), notice }
}

function sendPage (res: Response, status: number, html: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(html)
}

const backToProfile = (req: Request, res: Response, saved: 'username' | 'image'): void => {
  res.redirect(303, `${baseFor(req)}profile?saved=${saved}`)
}

/** The server-rendered profile page (a full page load, outside the web app) and its three forms. */
export function profileRouter (): Router {
  const router = Router()

  router.get('/profile/style.css', (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'public, max-age=3600').send(PROFILE_CSS)
  })

  router.get('/profile', async (req, res) => {
    const user = profileOwner(req.shop, req.auth?.user.id)
    const options = pageOptions(req)
    const saved = req.query.saved
    const texts = PROFILE_TEXTS[options.language]
    const notice = saved === 'username' ? texts.usernameSaved : saved === 'image' ? texts.imageSaved : undefined
    const page = await renderProfilePage(req.shop, user, { ...options, notice: notice ? { kind: 'success', text: notice } : undefined })
    res.setHeader('Content-Security-Policy', page.csp)
    req.shop.events.emit('profile.rendered', { userId: user.id, csp: page.csp, profileImage: user.profileImage, shownName: page.shownName })
    sendPage(res, 200, page.html)
  })

  router.post('/profile', (req, res) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined
    const referer = typeof req.headers.referer === 'string' ? req.headers.referer : undefined
    renameUser(req.shop, req.auth?.user.id, req.body, { origin, referer, shopOrigin: `${req.protocol}://${req.get('host') ?? ''}` })
    backToProfile(req, res, 'username')
  })

  router.post('/profile/image/file', (req, _res, next) => { profileOwner(req.shop, req.auth?.user.id); next() }, (req, res, next) => {
    upload(req, res, error => {
      if (!error) { next(); return }
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') next(new BudgetExceeded('upload-size', 'Images are limited to 1 MB', 'profile-image'))
      else next(invalid('Please upload one PNG or JPEG image in the field "file"'))
    })
  }, (req, res) => {
    setUploadedImage(req.shop, req.auth?.user.id, req.file ? { originalName: req.file.originalname, bytes: req.file.buffer } : undefined)
    backToProfile(req, res, 'image')
  })

  router.post('/profile/image/url', async (req, res) => {
    await setImageFromUrl(req.shop, req.auth?.user.id, req.body, req.socket.localPort ?? 0)
    backToProfile(req, res, 'image')
  })

  const htmlErrors: ErrorRequestHandler = (error, req, res, _next) => {
    if (error instanceof BudgetExceeded) req.shop.events.emit('budget.exceeded', { budget: error.budget, source: error.source })
    const { status, message } = describeError(error)
    sendPage(res, status, renderErrorPage(status, message, pageOptions(req)))
  }
  router.use('/profile', htmlErrors)
  return router
}
