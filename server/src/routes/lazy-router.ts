import type { NextFunction, Request, Response, Router } from 'express'

const BUILD = Symbol('build the router')

interface StandIn {
  (req: Request, res: Response, next: NextFunction): void
  stack: Array<{ rawPath: string }>
  [BUILD]: () => Promise<Router>
}

/**
 * A router whose module is loaded and whose routes are built on the first request that can reach
 * it. Loading every area's module and building ~40 routers with their input schemas was a large part
 * of a cold start, and most areas are asked for long after the first page, if at all.
 *
 * The router index (`http/route-index.ts`) decides by the literal prefixes of a router's layers which
 * requests it sees, so the stand-in lists exactly the prefixes of the router it stands for (pinned
 * by `lazy-router.test.ts`): the built router is asked about the same requests, in the same place of
 * the mount order, as if it had been built at start. Requests arriving while it loads wait for it.
 */
export function lazyRouter (prefixes: readonly string[], load: () => Promise<Router>): Router {
  let router: Router | undefined
  let loading: Promise<Router> | undefined
  const build = (): Promise<Router> => {
    loading ??= load().then(built => { router = built; return built }, (error: unknown) => {
      // A failed load is tried again by the next request rather than failing every later one.
      loading = undefined
      throw error
    })
    return loading
  }
  const standIn: StandIn = Object.assign((req: Request, res: Response, next: NextFunction): void => {
    if (router !== undefined) {
      router(req, res, next)
      return
    }
    build().then(built => {
      try {
        built(req, res, next)
      } catch (error) {
        next(error)
      }
    }, next)
  }, { stack: prefixes.map(prefix => ({ rawPath: `/${prefix}` })), [BUILD]: build })
  // The index calls a router and reads its stack, nothing else (route-index.ts).
  return standIn as unknown as Router
}

/** The router itself: a lazy router's built router (loading it now), any other router as it is. */
export async function builtRouter (router: Router): Promise<Router> {
  const standIn = router as unknown as Partial<StandIn>
  return standIn[BUILD] === undefined ? router : await standIn[BUILD]()
}
