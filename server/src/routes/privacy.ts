import fs from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import type { LoginAnswer, TwoFactorStatus } from '@shop/contract'
import { z } from 'zod'
import { changePassword } from '../domain/accounts/change-password.js'
import { disableTwoFactor, setUpTwoFactor, twoFactorStatus, verifySecondFactor } from '../domain/auth/two-factor.js'
import { notFound } from '../domain/errors.js'
import { exportUserData, newImageCaptcha } from '../domain/privacy/data-export.js'
import { currentUser } from '../http/authenticate.js'
import { parseInput } from '../http/input.js'
import { sendChosenFile } from '../http/send-file.js'
import { projectRoot, webDist } from '../paths.js'

const changeSchema = z.object({
  current: z.string().max(200).optional(),
  new: z.string({ error: 'New password is required.' }).max(200),
  repeat: z.string({ error: 'Repeated password is required.' }).max(200)
})

const verifySchema = z.object({
  tmpToken: z.string({ error: 'tmpToken is required' }).min(1).max(4000),
  totpToken: z.string({ error: 'totpToken is required' }).max(20)
})
const setupSchema = z.object({
  password: z.string({ error: 'password is required' }).max(200),
  setupToken: z.string({ error: 'setupToken is required' }).min(1).max(4000),
  initialToken: z.string({ error: 'initialToken is required' }).max(20)
})
const disableSchema = z.object({ password: z.string({ error: 'password is required' }).max(200) })

const exportSchema = z.object({
  format: z.union([z.string().max(10), z.number().int()], { error: 'format is required' }).transform(String),
  answer: z.string().min(5, 'Please enter the 5 characters of the CAPTCHA.').max(20).optional()
})

const HIDDEN_PATH = '/we/only/squeeze/fruit/never/people'

/** Privacy and security: change password, the policy's seal image and the page its hover words lead to. */
export function privacyRouter (): Router {
  const router = Router()

  router.get('/rest/user/change-password', (req, res) => {
    const user = currentUser(req)
    const change = parseInput(changeSchema, req.query)
    res.json({ user: changePassword(req.shop, user.id, change) })
  })

  router.post('/rest/2fa/verify', async (req, res) => {
    const { tmpToken, totpToken } = parseInput(verifySchema, req.body)
    res.json(await verifySecondFactor(req.shop, tmpToken, totpToken) satisfies LoginAnswer)
  })

  router.get('/rest/2fa/status', async (req, res) => {
    res.json(await twoFactorStatus(req.shop, currentUser(req).id) satisfies TwoFactorStatus)
  })

  router.post('/rest/2fa/setup', async (req, res) => {
    const user = currentUser(req)
    const { password, setupToken, initialToken } = parseInput(setupSchema, req.body)
    await setUpTwoFactor(req.shop, user.id, password, setupToken, initialToken)
    res.json({ status: 'success' })
  })

  router.post('/rest/2fa/disable', (req, res) => {
    const user = currentUser(req)
    disableTwoFactor(req.shop, user.id, parseInput(disableSchema, req.body).password)
    res.json({ status: 'success' })
  })

  router.get('/rest/image-captcha', async (req, res) => {
    res.json(await newImageCaptcha(req.shop, currentUser(req).id))
  })

  router.post('/rest/user/data-export', (req, res) => {
    const user = currentUser(req)
    res.json(exportUserData(req.shop, user.id, parseInput(exportSchema, req.body)))
  })

  // The seal is only on the policy screen, so serving it tells the shop the policy was opened.
  router.get('/assets/public/images/privacy/:file', (req, res, next) => {
    const name = req.params.file
    if (!/^[\w-]+\.svg$/.test(name)) throw notFound('File')
    // The built app when there is one, else the source folder Vite copies it from (tests, dev).
    const file = [webDist, path.join(projectRoot, 'web', 'public')]
      .map(root => path.join(root, 'assets', 'public', 'images', 'privacy', name))
      .find(candidate => fs.existsSync(candidate))
    if (!file) throw notFound('File')
    req.shop.events.emit('file.served', { root: 'privacy-images', realName: name, requesterId: req.auth?.user.id ?? null })
    sendChosenFile(res, file, next)
  })

  router.get(HIDDEN_PATH, (req, res) => {
    req.shop.events.emit('file.served', { root: 'hidden', realName: HIDDEN_PATH, requesterId: req.auth?.user.id ?? null })
    res.type('html').send(hiddenPage(req.shop.config.application.name))
  })
  return router
}

function hiddenPage (appName: string): string {
  const name = appName.replace(/[<>&"]/g, '')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}: between the lines</title>
<style>body{font-family:system-ui,sans-serif;background:#fff8e1;color:#3e2723;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:34rem;padding:2rem;text-align:center}h1{color:#e65100}</style></head>
<body><main><h1>You read between the lines.</h1>
<p>We only squeeze fruit, never people: not for data, not for attention, not for anything that is not in the glass.</p>
<p><a href="/#/privacy-security/privacy-policy">Back to the privacy policy</a></p></main></body></html>`
}
