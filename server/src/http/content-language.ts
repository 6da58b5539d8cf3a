import type { Request } from 'express'
import { languageCookie } from './cookies.js'

/** 'pt_BR', 'pt-br' and 'PT-BR' all name the same language; the client writes underscores. */
function normalised (tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase()
}

/** The offered language a tag names exactly, else the only offered one sharing its primary subtag. */
function match (tag: string, available: readonly string[]): string | undefined {
  const wanted = normalised(tag)
  const exact = available.find(language => normalised(language) === wanted)
  if (exact !== undefined) return exact
  const primary = wanted.split('-')[0]
  const related = available.filter(language => normalised(language).split('-')[0] === primary)
  return related.length === 1 ? related[0] : undefined
}

/**
 * The language server content is sent in: the web app's chosen language (its `language` cookie),
 * else the best of the browser's `Accept-Language` the shop offers, else English. `available`
 * holds English first.
 */
export function contentLanguage (req: Request, available: readonly string[]): string {
  // The web app remembers the player's choice in this cookie (web/src/lib/language-cookie.ts).
  const cookie = languageCookie(req.headers.cookie)
  const chosen = cookie === undefined || cookie === '' ? undefined : match(cookie, available)
  if (chosen !== undefined) return chosen
  if (req.headers['accept-language'] !== undefined) {
    for (const tag of req.acceptsLanguages()) {
      const offered = tag === '*' ? undefined : match(tag, available)
      if (offered !== undefined) return offered
    }
  }
  return available[0] ?? 'en'
}
