import path from 'node:path'
import type { NextFunction, Response } from 'express'
import { sendChosenFile } from './send-file.js'

/** Picture types a browser only ever shows as a picture; they keep their type. */
const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp'
}

/** No script, no subresources, and a unique origin should the file be opened as a document anyway. */
export const USER_FILE_POLICY = "default-src 'none'; sandbox"

/**
 * Sends a file a user put into the shop (an upload, or whatever an upload unpacked), from the shop's
 * own origin. Its name and content are the user's, so neither may make it a page of the shop: a known
 * picture type is sent as that picture (never sniffed), anything else, HTML and SVG included, as an
 * opaque download.
 */
export function sendUserFile (res: Response, file: string, name: string, next: NextFunction): void {
  const image = IMAGE_TYPES[path.extname(name).toLowerCase()]
  if (image === undefined) res.attachment(name)
  res.type(image ?? 'application/octet-stream')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Content-Security-Policy', USER_FILE_POLICY)
  sendChosenFile(res, file, next)
}
