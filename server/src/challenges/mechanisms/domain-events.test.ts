import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { DomainEvents, requestSnapshot } from './domain-events.js'

function setUp () {
  const errors: Array<{ message: string, where: string }> = []
  const events = new DomainEvents((error, where) => { errors.push({ message: (error as Error).message, where }) })
  return { events, errors }
}

describe('DomainEvents (pattern A)', () => {
  it('emits to nobody when an event has no subscriber', () => {
    const { events, errors } = setUp()
    const got: string[] = []
    events.on('search.performed', ({ query }) => { got.push(query) })
    expect(() => { events.emit('redirect.served', { to: '/x' }) }).not.toThrow()
    expect(got).toEqual([])
    expect(errors).toEqual([])
  })

  it('reports a failing subscriber with the event name and still runs the next one', () => {
    const { events, errors } = setUp()
    const got: string[] = []
    events.on('search.performed', () => { throw new Error('detector broke') })
    events.on('search.performed', ({ query }) => { got.push(query) })
    expect(() => { events.emit('search.performed', { query: 'apple' }) }).not.toThrow()
    expect(got).toEqual(['apple'])
    expect(errors).toEqual([{ message: 'detector broke', where: 'search.performed' }])
  })
})

describe('requestSnapshot', () => {
  const snapshot = (body: unknown) => requestSnapshot({ body } as Request)

  it('copies an object body, so a detector changing it leaves the request alone', () => {
    const body = { email: 'a@b.c', role: 'admin' }
    const copy = snapshot(body)
    expect(copy).toEqual({ email: 'a@b.c', role: 'admin' })
    copy.role = 'customer'
    expect(body.role).toBe('admin')
  })

  it.each([[null], [undefined], ['role=admin'], [42]])('gives an empty object for a body that is not an object: %j', body => {
    expect(snapshot(body)).toEqual({})
  })
})
