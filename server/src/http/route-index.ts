import type { NextFunction, Request, RequestHandler, Response, Router } from 'express'

/**
 * Characters with a meaning in an Express 5 path (path-to-regexp 8): a segment holding any of them
 * is a parameter, wildcard, optional part or escape, not literal text.
 */
const PATTERN_CHARS = /[:*{}()[\]?+!\\]/

/** How many leading path segments the index looks at (`/api/Products` → `api/products`). */
const DEPTH = 2

interface LayerLike { rawPath?: unknown }

/**
 * The literal leading segments of a route or mount path, lower-cased (routing is case-insensitive),
 * at most DEPTH of them; undefined when the path may match anything (`/`, a parameter first, a
 * regular expression), so the router must be asked for every request.
 */
export function literalPrefix (path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined
  const literal: string[] = []
  for (const segment of path.split('/').slice(1, DEPTH + 1)) {
    if (segment === '' || PATTERN_CHARS.test(segment)) break
    literal.push(segment.toLowerCase())
  }
  return literal.length === 0 ? undefined : literal.join('/')
}

/** Every literal prefix a router's layers start with, or undefined when one layer may match any path. */
function prefixesOf (router: Router): Set<string> | undefined {
  const prefixes = new Set<string>()
  for (const layer of router.stack as LayerLike[]) {
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath as unknown[] : [layer.rawPath]
    for (const path of paths) {
      const prefix = literalPrefix(path)
      if (prefix === undefined) return undefined
      prefixes.add(prefix)
    }
  }
  return prefixes
}

/** The keys a request path is looked up by: its first segment, and its first two. */
function requestKeys (path: string): string[] {
  const segments = path.toLowerCase().split('/', DEPTH + 1)
  const keys = segments[1] === undefined || segments[1] === '' ? [] : [segments[1]]
  if (keys.length === 1 && segments[2] !== undefined && segments[2] !== '') keys.push(`${segments[1]}/${segments[2]}`)
  return keys
}

/**
 * The routers, in mount order, that could answer a request path: a router is left out only when
 * none of its routes or mounts can match it, because the path does not start with any of their
 * literal segments. Exported for the tests.
 */
export function routerIndex (routers: readonly Router[]): (path: string) => readonly Router[] {
  const always: number[] = []
  const byKey = new Map<string, number[]>()
  routers.forEach((router, position) => {
    const prefixes = prefixesOf(router)
    if (prefixes === undefined) {
      always.push(position)
      return
    }
    for (const prefix of prefixes) {
      const list = byKey.get(prefix) ?? []
      if (!list.includes(position)) list.push(position)
      byKey.set(prefix, list)
    }
  })
  // Keyed by the prefixes of the path that some router has: a path's other segments (a product id,
  // a scanner's guess) change nothing in the choice, so the memo stays as small as the route table.
  const chosen = new Map<string, readonly Router[]>()
  return path => {
    const keys = requestKeys(path).filter(key => byKey.has(key))
    const memoKey = keys.join('\u0000')
    let list = chosen.get(memoKey)
    if (list !== undefined) return list
    const positions = new Set(always)
    for (const key of keys) {
      for (const position of byKey.get(key) ?? []) positions.add(position)
    }
    list = [...positions].sort((a, b) => a - b).map(position => routers[position])
    chosen.set(memoKey, list)
    return list
  }
}

/**
 * One middleware in place of mounting every API router one after another. Express walks each
 * mounted router's whole stack, testing every route's pattern, until one answers: a request for
 * the score board's list tested about 150 patterns of 30 routers first. This hands the request
 * only to the routers that have a route or mount starting with its first path segments, in the
 * same order, so which handler answers, `next('router')`, errors and the automatic OPTIONS answer
 * stay as they were. The routers' stacks are read on the first request, after all are built.
 */
export function indexedRouters (routers: readonly Router[]): RequestHandler {
  let candidates: ((path: string) => readonly Router[]) | undefined
  return (req: Request, res: Response, next: NextFunction) => {
    candidates ??= routerIndex(routers)
    const list = candidates(req.path)
    let at = 0
    const step = (error?: unknown): void => {
      // A router leaves with an error, or with nothing when none of its routes answered (`next('router')` included).
      if (error !== undefined && error !== null) {
        next(error)
        return
      }
      const router = list[at++]
      if (router === undefined) next()
      else router(req, res, step)
    }
    step()
  }
}
