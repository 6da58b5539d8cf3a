import fs from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import { forbidden } from '../domain/errors.js'
import { refuseSlashes, SLASH_IN_NAME } from '../domain/files/file-names.js'
import { redirectTarget } from '../domain/redirect/redirect.js'
import { notFound } from '../http/errors.js'
import { sendChosenFile } from '../http/send-file.js'
import { dataFolder } from '../paths.js'

const keysFolder = path.join(dataFolder, 'encryptionkeys')
const TOKEN_KEY_NAME = 'jwt.pub'

/** `/redirect`, the public key folder and the premium page it unlocks. */
export function redirectRouter (): Router {
  const router = Router()
  router.get('/redirect', (req, res) => {
    res.redirect(redirectTarget(req.shop, req.query.to))
  })
  // The instance's token-signing public key sits beside the shipped keys: public on purpose, so
  // clients may verify tokens; the private key never leaves the instance's keys folder.
  router.get('/encryptionkeys', (_req, res) => {
    const names = [...fs.readdirSync(keysFolder).filter(name => !name.startsWith('.')), TOKEN_KEY_NAME].sort()
    res.type('text/plain').send(names.join('\n') + '\n')
  })
  router.get('/encryptionkeys/:file', (req, res, next) => {
    const name = req.params.file
    refuseSlashes(name)
    if (name === TOKEN_KEY_NAME) {
      req.shop.events.emit('file.served', { root: 'encryptionkeys', realName: name, requesterId: req.auth?.user.id ?? null })
      res.type('text/plain').send(req.shop.secrets.jwtPublicKey)
      return
    }
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || !fs.existsSync(path.join(keysFolder, name))) throw notFound('File')
    req.shop.events.emit('file.served', { root: 'encryptionkeys', realName: name, requesterId: req.auth?.user.id ?? null })
    sendChosenFile(res.type('text/plain'), path.join(keysFolder, name), next)
  })
  router.get('/encryptionkeys/*rest', () => { throw forbidden(SLASH_IN_NAME) })
  router.get('/premium/golden-pulp-8d41', (req, res) => {
    req.shop.events.emit('file.served', { root: 'premium', realName: 'golden-pulp-8d41', requesterId: req.auth?.user.id ?? null })
    res.type('html').send(premiumPage)
  })
  return router
}

const premiumPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Golden Pulp</title>
<style>body{font-family:Roboto,Arial,sans-serif;background:#1b1b1b;color:#fbe9a6;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:34rem;text-align:center}h1{font-size:2.4rem;color:#ffca28}</style></head>
<body><main><h1>The Golden Pulp Vault</h1><p>Welcome, connoisseur. Behind this door we keep the recipes that never made it to the menu:
saffron nectarine, sea-buckthorn and honey, and the legendary triple-pressed blood orange.</p>
<p>You cracked the door open. Keep the secret.</p></main></body></html>`
