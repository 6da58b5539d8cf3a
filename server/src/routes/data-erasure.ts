import path from 'node:path'
import type { Request } from 'express'
import { Router } from 'express'
import { VirtualRoot } from '../challenges/mechanisms/virtual-roots.js'
import { DomainError } from '../domain/errors.js'
import { erasureQuestion, eraseUserData, readLayout } from '../domain/privacy/data-erasure.js'
import { tokenCookie } from '../http/cookies.js'
import { unauthorized } from '../http/errors.js'
import { projectRoot } from '../paths.js'
import { erasureDone, erasureForm, erasureTexts, escapeHtml } from './data-erasure-page.js'

const DEFAULT_LAYOUT = 'erasure-layout.html'

/** The page is reached by a full page load, so the login arrives as the token cookie. */
async function cookieUser (req: Request) {
  const token = tokenCookie(req.headers.cookie)
  const verified = token === '' ? null : await req.shop.tokens.verify(token)
  if (!verified) throw unauthorized('Please log in before requesting data erasure.')
  return verified.user
}

/** The shop's install folder as a virtual root; every instance's data folder (keys, CTF key, databases) is refused. */
const installRoot = (req: Request): VirtualRoot => new VirtualRoot(projectRoot, [path.dirname(req.shop.folder)])

function page (req: Request, options: Record<string, unknown>, title: string, body: string): string {
  const layoutName = typeof options.layout === 'string' && options.layout !== '' ? options.layout : DEFAULT_LAYOUT
  const layout = readLayout(req.shop, installRoot(req), layoutName)
  if (layout.custom) return `<!doctype html><meta charset="utf-8"><title>${escapeHtml(title)}</title><pre>${escapeHtml(layout.text)}</pre>`
  return layout.text.replace('{{title}}', escapeHtml(title)).replace('{{appName}}', escapeHtml(req.shop.config.application.name)).replace('{{body}}', body)
}

/** GET and POST /dataerasure: the full-page erasure form and its confirmation. */
export function dataErasureRouter (): Router {
  const router = Router()

  router.get('/dataerasure', async (req, res) => {
    const user = await cookieUser(req)
    const texts = erasureTexts(req.headers.cookie)
    const { email, question } = erasureQuestion(req.shop, user.id)
    res.type('html').send(page(req, {}, texts.title, erasureForm(texts, question, email)))
  })

  router.post('/dataerasure', async (req, res) => {
    const user = await cookieUser(req)
    const texts = erasureTexts(req.headers.cookie)
    // The whole form goes to the page renderer as its options, as the legacy renderer did.
    const options = typeof req.body === 'object' && req.body !== null ? { ...req.body as Record<string, unknown> } : {}
    const answer = typeof options.securityAnswer === 'string' ? options.securityAnswer : ''
    try {
      const done = eraseUserData(req.shop, user.id, answer)
      // Rendered before the answer's type is set: a layout that cannot be read is refused as JSON.
      const html = page(req, options, texts.doneTitle, erasureDone(texts, done.requestId, done.email))
      res.clearCookie('token')
      res.type('html').send(html)
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'unauthenticated') throw error
      const { email, question } = erasureQuestion(req.shop, user.id)
      res.status(401).type('html').send(page(req, options, texts.title, erasureForm(texts, question, email, error.message)))
    }
  })
  return router
}
