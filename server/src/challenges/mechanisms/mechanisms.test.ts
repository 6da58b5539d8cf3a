import { describe, expect, it } from 'vitest'
import { ContentScanner } from './content-scanner.js'
import { InFlightRegistry, SlidingWindows } from './time-windows.js'
import { BudgetExceeded } from './budgets.js'

describe('content scanner (pattern F)', () => {
  it('needs every phrase of a rule, ignoring case and white space', () => {
    const scanner = new ContentScanner()
    scanner.add({ key: 'recipe', allOf: ['smoked pear', 'cardamom'] })
    scanner.add({ key: 'advisory', allOf: ['JSHOP-2024-001'], sources: ['complaint'] })
    expect(scanner.match('It has Smoked\n  PEAR and cardamom!', 'feedback')).toEqual(['recipe'])
    expect(scanner.match('only smoked pear', 'feedback')).toEqual([])
    expect(scanner.match('see jshop-2024-001', 'feedback')).toEqual([])
    expect(scanner.match('see jshop-2024-001', 'complaint')).toEqual(['advisory'])
  })

  it('reads a phrase registered with stray white space as the words alone', () => {
    const scanner = new ContentScanner()
    scanner.add({ key: 'recipe', allOf: ['  Cardamom\n'] })
    expect(scanner.match('cardamom!', 'chatbot')).toEqual(['recipe'])
  })

  it('folds white space to one blank, so words run together do not match a phrase of two', () => {
    const scanner = new ContentScanner()
    scanner.add({ key: 'recipe', allOf: ['smoked pear'] })
    expect(scanner.match('smokedpear', 'feedback')).toEqual([])
    expect(scanner.match('smoked\t\tpear', 'feedback')).toEqual(['recipe'])
  })
})

describe('sliding windows (pattern K)', () => {
  it('counts only the events inside the window', () => {
    let now = 0
    const windows = new SlidingWindows(() => now)
    expect(windows.hit('a', 20_000)).toBe(1)
    now = 10_000
    expect(windows.hit('a', 20_000)).toBe(2)
    now = 25_000
    expect(windows.hit('a', 20_000)).toBe(2)
    expect(windows.count('b', 20_000)).toBe(0)
    expect(windows.sinceLast('a')).toBe(0)
    expect(windows.sinceLast('b')).toBeNull()
  })
})

describe('in-flight registry (pattern K)', () => {
  it('reports operations that overlap and forgets them when they leave', () => {
    const registry = new InFlightRegistry()
    const first = registry.enter('user:1', 10)
    const second = registry.enter('user:1', 20)
    expect(first.overlapping).toBe(0)
    expect(second.overlapping).toBe(1)
    expect(second.others).toEqual([10])
    first.leave()
    first.leave()
    expect(registry.size('user:1')).toBe(1)
    second.leave()
    expect(registry.size('user:1')).toBe(0)
    expect(registry.enter('user:1').overlapping).toBe(0)
  })
})

describe('budgets (pattern I)', () => {
  it('maps upload size to "too large" and every other budget to "unavailable"', () => {
    expect(new BudgetExceeded('upload-size', 'x').kind).toBe('too-large')
    expect(new BudgetExceeded('yaml', 'x').kind).toBe('unavailable')
  })

  it('names the budget in the error details the client gets, and its own error name', () => {
    const error = new BudgetExceeded('zip', 'Too many entries', 'upload')
    expect(error.details).toEqual({ budget: 'zip' })
    expect([error.name, error.message, error.source]).toEqual(['BudgetExceeded', 'Too many entries', 'upload'])
    expect(String(error)).toBe('BudgetExceeded: Too many entries')
  })
})
