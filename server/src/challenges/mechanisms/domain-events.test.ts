import { describe, expect, it } from 'vitest'
import { DomainEvents } from './domain-events.js'

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
