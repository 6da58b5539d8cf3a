import { describe, expect, it } from 'vitest'
import { conflict, DomainError, forbidden, invalid, notFound, unauthenticated, unavailable } from './errors.js'

describe('domain errors', () => {
  it.each([
    ['unauthenticated', unauthenticated(), 'You need to be logged in'],
    ['forbidden', forbidden(), 'You are not allowed to do this'],
    ['not-found', notFound(), 'Resource not found'],
    ['not-found', notFound('Basket'), 'Basket not found']
  ])('a %s error without details says "%s" by default', (kind, error, message) => {
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ kind, message, name: 'DomainError' })
  })

  it.each([
    ['invalid', invalid], ['conflict', conflict], ['unavailable', unavailable]
  ] as const)('a %s error keeps its message and the details the HTTP layer adds to the answer', (kind, make) => {
    const error = make('Try again', { retryAfter: 3 })
    expect(error).toMatchObject({ kind, message: 'Try again', details: { retryAfter: 3 } })
  })
})
