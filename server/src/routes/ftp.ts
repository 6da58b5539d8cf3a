import fs from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import { forbidden } from '../domain/errors.js'
import { refuseSlashes, SLASH_IN_NAME } from '../domain/files/file-names.js'
import { findFtpFile, listFtp, type FtpEntry } from '../domain/files/ftp.js'
import { notFound } from '../http/errors.js'
import { sendChosenFile } from '../http/send-file.js'
import { dataFolder } from '../paths.js'

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)

const listingPage = (entries: FtpEntry[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Index of /ftp</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fafaf5;color:#263238}
header{background:#2e7d32;color:#fff;padding:16px 24px}h1{margin:0;font-size:1.3rem}
main{max-width:880px;margin:24px auto;padding:0 16px}table{width:100%;border-collapse:collapse;background:#fff;box-shadow:0 1px 3px #0002}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e0e0e0}th{background:#f1f8e9}a{color:#1b5e20}td.n{text-align:right;white-space:nowrap}td{overflow-wrap:anywhere}
@media (max-width:600px){th:nth-child(2),td:nth-child(2){display:none}}
</style></head><body><header><h1>Index of /ftp</h1></header><main><table>
<thead><tr><th>Name</th><th>Last modified</th><th class="n">Size</th></tr></thead><tbody>
${entries.map(e => `<tr><td><a href="/ftp/${encodeURIComponent(e.name)}">${escapeHtml(e.name)}</a></td><td>${e.modified.slice(0, 16).replace('T', ' ')}</td><td class="n">${e.size.toLocaleString('en')} B</td></tr>`).join('\n')}
</tbody></table></main></body></html>`

const easterEggPage = path.join(dataFolder, 'pages', 'easter-egg.html')

// Crawlers are asked to keep out of the file folder; like any robots.txt, it tells people where to look.
const ROBOTS = 'User-agent: *\nDisallow: /ftp\n'

/** The public file folder (the terms-of-use link on About points into it), the robots file that names it, and the egg's page. */
export function ftpRouter (): Router {
  const router = Router()
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(ROBOTS)
  })
  router.get(['/ftp', '/ftp/'], (req, res) => {
    const entries = listFtp(req.shop)
    if (req.accepts(['html', 'json']) === 'json') res.json({ status: 'success', data: entries })
    else res.type('html').send(listingPage(entries))
  })
  router.get('/ftp/:file', (req, res, next) => {
    refuseSlashes(req.params.file)
    const file = findFtpFile(req.shop, req.params.file, req.auth?.user.id ?? null)
    // Documents open in the browser; backups and archives download under their real name.
    if (/\.md$/i.test(file.name)) res.type('text/markdown; charset=utf-8')
    else if (!/\.pdf$/i.test(file.name)) res.attachment(file.name)
    sendChosenFile(res, file.path, next)
  })
  router.get('/ftp/*rest', () => { throw forbidden(SLASH_IN_NAME) })
  router.get('/orchard/secrets/are/pressed/at/dawn', (req, res) => {
    req.shop.events.emit('file.served', { root: 'pages', realName: 'orchard-secrets', requesterId: req.auth?.user.id ?? null })
    res.type('html').send(fs.readFileSync(easterEggPage, 'utf8'))
  })
  return router
}
