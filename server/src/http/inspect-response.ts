import type { RequestHandler } from 'express'

/**
 * Catalogue pattern D: detectors see the final status, headers and body of every response sent with
 * `res.send` or `res.json` (all API and error answers). Streamed files (`express.static`,
 * `res.sendFile`) and redirects bypass it; downloads are observed through `file.served` instead.
 * Inspection never alters the reply.
 */
export const inspectResponses: RequestHandler = (req, res, next) => {
  const send = res.send.bind(res)
  let inspected = false
  res.send = (body?: unknown) => {
    if (!inspected) {
      inspected = true
      let parsed: { value: unknown } | undefined
      req.shop.detectors.inspectResponse({
        req,
        status: res.statusCode,
        // Most detectors decide by path and status; only the few that read the headers or the body
        // pay for copying the one or parsing the other. Both are read while the reply is still unsent.
        get headers () { return res.getHeaders() },
        get body () {
          // A cached answer goes out as prepared bytes (maybe compressed); its sender leaves the value here.
          if (res.locals.inspectedBody !== undefined) return res.locals.inspectedBody
          if (parsed === undefined) {
            const isJson = typeof body === 'string' && /json/.test(String(res.getHeader('content-type') ?? ''))
            try { parsed = { value: isJson ? JSON.parse(body as string) : body } } catch { parsed = { value: body } }
          }
          return parsed.value
        }
      })
    }
    return send(body)
  }
  next()
}

/** Catalogue pattern C: declarative request predicates run once per request, after authentication. */
export const matchRequests: RequestHandler = (req, _res, next) => {
  req.shop.detectors.matchRequest(req, req.auth)
  next()
}
