import type { NextFunction, Request, RequestHandler, Response } from 'express'

/**
 * Several middlewares that run on every request, as one. Express's router pays for each layer it
 * walks (a path match, its `next`, a promise check), which under load was a few per cent of every
 * answer; the app's fixed chain is mounted as one layer instead. Within it each handler is called as
 * the router would call it: a thrown error or a rejected promise goes to Express's error handling,
 * `next('route')` goes on to the next handler as it went on to the next layer, and `next` with an
 * error or 'router' leaves the series with that value.
 */
export function series (...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0
    const step = (signal?: unknown): void => {
      // As in the router: a falsy value or 'route' goes on (these are no routes), anything else leaves.
      if (signal !== 'route' && Boolean(signal)) {
        next(signal)
        return
      }
      const handler = handlers[index++]
      if (handler === undefined) {
        next()
        return
      }
      try {
        const result: unknown = handler(req, res, step)
        if (isThenable(result)) result.then(() => {}, (error: unknown) => { next(error || new Error('Rejected promise')) }) // eslint-disable-line @typescript-eslint/prefer-nullish-coalescing
      } catch (error) {
        next(error)
      }
    }
    step()
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function'
