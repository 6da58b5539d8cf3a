/**
 * Errors the domain raises. They say what went wrong in the shop's own terms; the HTTP layer
 * (`http/errors.ts`) alone decides which status code each kind becomes, so domain modules never
 * import HTTP plumbing.
 */
export type DomainErrorKind =
  | 'invalid' // the input breaks a rule (400)
  | 'unauthenticated' // no or wrong credentials (401)
  | 'payment-required' // not enough money on the wallet or card (402)
  | 'forbidden' // authenticated, but not allowed (403)
  | 'not-found' // the thing does not exist (404)
  | 'conflict' // it exists already or the state does not allow it (409)
  | 'gone' // a retired interface (410)
  | 'too-large' // an upload or body over its budget (413)
  | 'unsupported' // wrong file or media type (415)
  | 'too-many' // a rate limit tripped (429)
  | 'unavailable' // a budget or the sandbox stopped the work (503)

export class DomainError extends Error {
  constructor (readonly kind: DomainErrorKind, message: string, readonly details?: Record<string, unknown>) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalid = (message: string, details?: Record<string, unknown>): DomainError => new DomainError('invalid', message, details)
export const unauthenticated = (message = 'You need to be logged in'): DomainError => new DomainError('unauthenticated', message)
export const forbidden = (message = 'You are not allowed to do this'): DomainError => new DomainError('forbidden', message)
export const notFound = (what = 'Resource'): DomainError => new DomainError('not-found', `${what} not found`)
export const conflict = (message: string, details?: Record<string, unknown>): DomainError => new DomainError('conflict', message, details)
export const unavailable = (message: string, details?: Record<string, unknown>): DomainError => new DomainError('unavailable', message, details)
