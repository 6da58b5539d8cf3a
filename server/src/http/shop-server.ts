import http, { type RequestListener } from 'node:http'
import type { Express } from 'express'

/**
 * A constructor for Node's HTTP server whose objects are born with `prototype` (an object that
 * inherits from `base.prototype`). It calls `base` on the new object as an ES5 constructor, as Node
 * defines IncomingMessage and ServerResponse (plain functions, in Node 20 to 24); `Reflect.construct`
 * would also work for a class, but its objects cost twice the CPU of plain ones under load.
 */
function bornWith<T extends object> (base: new (...args: never[]) => T, prototype: object): new (...args: unknown[]) => T {
  const init = base as unknown as (this: unknown, ...args: unknown[]) => void
  function Born (this: unknown, ...args: unknown[]): void {
    init.apply(this, args)
  }
  Born.prototype = prototype
  return Born as unknown as new (...args: unknown[]) => T
}

/**
 * Makes the shop's HTTP servers: their requests and responses are made with Express's own
 * prototypes (`app.request`, `app.response`) from the start. The two constructors are made once per
 * app, so every server of the app (tests start several) makes objects of the same shape.
 *
 * Why: Express's `app.handle` sets the prototype of every request and response it is handed. On
 * objects made by Node's plain classes that is a change of shape, so V8 gives each one a new hidden
 * class, and Node's own HTTP code that touches them afterwards (headers, writing, finishing) runs as
 * polymorphic code. Measured on a trivial JSON route of a bare Express 5 app, in the CPU time of the
 * server per request: 250–410 µs with Node's classes, 130–180 µs with these constructors (a bare
 * `node:http` answer: 70–90 µs). With the prototype already in place, Express's assignment is a
 * no-op (the same prototype set again) and nothing else changes: `req instanceof IncomingMessage`
 * still holds, socket.io and the static shell see the same objects as before.
 */
export function shopServers (app: Express): (listener: RequestListener) => http.Server {
  const options = {
    IncomingMessage: bornWith(http.IncomingMessage, app.request) as unknown as typeof http.IncomingMessage,
    ServerResponse: bornWith(http.ServerResponse, app.response) as unknown as typeof http.ServerResponse
  }
  return listener => http.createServer(options, listener)
}
