import { describe, expect, it } from 'vitest'
import { queryParam, stepResolved, type TutorialSignal } from './resolvers'
import type { StepResolver } from './tutorial-types'

const KEY = 'demoChallenge'
const location = (pathname: string, search = ''): TutorialSignal => ({ type: 'location', location: { pathname, search } })

describe('step resolvers', () => {
  it('click: only a click on the fixture', () => {
    const resolver: StepResolver = { kind: 'click' }
    expect(stepResolved(resolver, { type: 'click', onFixture: true }, KEY)).toBe(true)
    expect(stepResolved(resolver, { type: 'click', onFixture: false }, KEY)).toBe(false)
    expect(stepResolved(resolver, { type: 'next' }, KEY)).toBe(false)
  })

  it('input: the fixture value must satisfy the predicate', () => {
    const resolver: StepResolver = { kind: 'input', matches: value => value === "'" }
    expect(stepResolved(resolver, { type: 'input', onFixture: true, value: "'" }, KEY)).toBe(true)
    expect(stepResolved(resolver, { type: 'input', onFixture: true, value: 'a' }, KEY)).toBe(false)
    expect(stepResolved(resolver, { type: 'input', onFixture: false, value: "'" }, KEY)).toBe(false)
    // A click on the field is no input, whatever the predicate takes.
    expect(stepResolved({ kind: 'input', matches: () => true }, { type: 'click', onFixture: true }, KEY)).toBe(false)
  })

  it('route: matches the location', () => {
    const resolver: StepResolver = { kind: 'route', matches: l => l.pathname === '/score-board' }
    expect(stepResolved(resolver, location('/score-board'), KEY)).toBe(true)
    expect(stepResolved(resolver, location('/search'), KEY)).toBe(false)
  })

  it('delay, next and role', () => {
    expect(stepResolved({ kind: 'delay', ms: 10 }, { type: 'timer' }, KEY)).toBe(true)
    expect(stepResolved({ kind: 'delay', ms: 10 }, { type: 'next' }, KEY)).toBe(false)
    expect(stepResolved({ kind: 'next' }, { type: 'next' }, KEY)).toBe(true)
    expect(stepResolved({ kind: 'next' }, { type: 'timer' }, KEY)).toBe(false)
    expect(stepResolved({ kind: 'role', role: 'admin' }, { type: 'role', role: 'admin' }, KEY)).toBe(true)
    expect(stepResolved({ kind: 'role', role: 'admin' }, { type: 'role', role: 'customer' }, KEY)).toBe(false)
    expect(stepResolved({ kind: 'role', role: 'admin' }, { type: 'role', role: null }, KEY)).toBe(false)
  })

  it("solved: only the tutorial's own challenge", () => {
    expect(stepResolved({ kind: 'solved' }, { type: 'solved', key: KEY }, KEY)).toBe(true)
    expect(stepResolved({ kind: 'solved' }, { type: 'solved', key: 'otherChallenge' }, KEY)).toBe(false)
  })

  it('reads query parameters of a location', () => {
    expect(queryParam({ pathname: '/search', search: '?q=%3Ciframe%3E' }, 'q')).toBe('<iframe>')
    expect(queryParam({ pathname: '/search', search: '' }, 'q')).toBe('')
  })
})
