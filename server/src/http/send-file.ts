import path from 'node:path'
import type { NextFunction, Response } from 'express'
import { notFound } from './errors.js'

/** The headers a download sets before sending; a refusal in JSON must not keep them. */
const DOCUMENT_HEADERS = ['Content-Type', 'Content-Disposition', 'Content-Range']

/**
 * Sends a file the shop has already chosen, from its own folder. Given a whole path, `send` refuses
 * every file below a dot-folder (a shop installed under ~/.local), though only the file's own name
 * should count; a name starting with a dot is still refused. A send that fails answers 404 `what`
 * not found, in JSON, without the document's type, name or byte range set before it.
 */
export function sendChosenFile (res: Response, file: string, next: NextFunction, what = 'File'): void {
  res.sendFile(path.basename(file), { root: path.dirname(file), dotfiles: 'deny' }, error => {
    if (!(error instanceof Error) || res.headersSent) return
    for (const header of DOCUMENT_HEADERS) res.removeHeader(header)
    next(notFound(what))
  })
}
