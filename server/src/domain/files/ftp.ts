import fs from 'node:fs'
import path from 'node:path'
import type { ShopPorts } from '../ports.js'
import { dataFolder } from '../../paths.js'
import { DomainError, invalid, notFound } from '../errors.js'

/** The documents the shop ships in its public folder; an instance's own copies take precedence. */
const shippedFolder = path.join(dataFolder, 'ftp')
/** Receipts are generated per order and served by the orders area, never listed here. */
const receipt = /^order_.*\.pdf$/i
const allowedExtension = /\.(md|pdf|zip)$/i

export interface FtpEntry { name: string, size: number, modified: string }
export interface FtpFile { name: string, path: string }

/** Names in the instance's overlay folder first, then the shipped ones, receipts left out. */
export function listFtp (shop: Pick<ShopPorts, 'files'>): FtpEntry[] {
  const overlay = shop.files.resolve('ftp', '.').path
  const seen = new Map<string, FtpEntry>()
  for (const folder of [overlay, shippedFolder]) {
    if (!fs.existsSync(folder)) continue
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith('.') || receipt.test(entry.name) || seen.has(entry.name)) continue
      const stat = fs.statSync(path.join(folder, entry.name))
      seen.set(entry.name, { name: entry.name, size: stat.size, modified: stat.mtime.toISOString() })
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name))
}

// The folder once held only the terms of use; the board papers and backups landed beside them, and
// the only guard left is the extension check. It decodes the name a second time (so it also
// understands clients that encode twice), checks the extension, and then hands the name to a file
// lookup that, like C file APIs, stops at the first NUL: `x.bak%2500.md` passes as `.md` and opens `x.bak`.
// vuln-code-snippet start extensionFilterBypassChallenge ftpConfidentialDocChallenge
/** The file behind `/ftp/{name}` (`name` as the router decoded it once). */
export function findFtpFile (shop: Pick<ShopPorts, 'files' | 'events'>, name: string, requesterId: number | null): FtpFile {
  const decoded = decodeOnce(name) // vuln-code-snippet vuln-line extensionFilterBypassChallenge
  if (!allowedExtension.test(decoded)) throw new DomainError('forbidden', 'Only .md, .pdf and .zip files may be downloaded') // vuln-code-snippet neutral-line extensionFilterBypassChallenge
  const realName = cutAtNul(decoded) // vuln-code-snippet vuln-line extensionFilterBypassChallenge
  if (realName === '' || /[/\\]/.test(realName) || realName.startsWith('.')) throw notFound('File')
  const file = locate(shop, realName) // vuln-code-snippet vuln-line ftpConfidentialDocChallenge
  if (file === null) throw notFound('File')
  shop.events.emit('file.served', { root: 'ftp', realName, requesterId })
  return { name: realName, path: file }
}
// vuln-code-snippet end extensionFilterBypassChallenge ftpConfidentialDocChallenge

function decodeOnce (name: string): string {
  try {
    return decodeURIComponent(name)
  } catch {
    throw invalid('The file name is not valid URL encoding')
  }
}

function cutAtNul (name: string): string {
  const nul = name.indexOf('\0')
  return nul < 0 ? name : name.slice(0, nul)
}

/** The instance's copy (the file area may replace a document), else the shipped one. */
function locate (shop: Pick<ShopPorts, 'files'>, realName: string): string | null {
  const own = shop.files.resolve('ftp', realName)
  if (shop.files.exists(own)) return own.path
  const shipped = path.join(shippedFolder, realName)
  return fs.existsSync(shipped) && fs.statSync(shipped).isFile() ? shipped : null
}
