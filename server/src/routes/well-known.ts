import { Router } from 'express'
import { csafAdvisory, csafDirectoryFile, providerMetadata } from '../domain/disclosure/csaf.js'
import { securityTxt } from '../domain/disclosure/security-txt.js'

/** The disclosure policy (RFC 9116) and the CSAF provider with its advisories. */
export function wellKnownRouter (): Router {
  const router = Router()
  router.get(['/.well-known/security.txt', '/security.txt'], (req, res) => {
    req.shop.events.emit('file.served', { root: 'well-known', realName: 'security.txt', requesterId: req.auth?.user.id ?? null })
    res.type('text/plain; charset=utf-8').send(securityTxt(req.shop))
  })
  router.get('/.well-known/csaf/provider-metadata.json', (req, res) => {
    res.json(providerMetadata(req.shop))
  })
  router.get('/.well-known/csaf/white/:file', (req, res) => {
    res.type('text/plain; charset=utf-8').send(csafDirectoryFile(req.params.file))
  })
  router.get('/.well-known/csaf/white/:year/:file', (req, res) => {
    res.json(csafAdvisory(req.shop, `${req.params.year}/${req.params.file}`))
  })
  return router
}
