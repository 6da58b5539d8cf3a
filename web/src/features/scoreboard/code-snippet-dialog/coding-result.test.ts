import { describe, expect, it } from 'vitest'
import { isFixItLocked, resultsFromStatus, settle, shuffleFixes, snippetLines } from './coding-result'

describe('coding results', () => {
  it('starts from the coding status', () => {
    expect(resultsFromStatus(0)).toEqual({ findIt: 'undecided', fixIt: 'undecided' })
    expect(resultsFromStatus(1)).toEqual({ findIt: 'right', fixIt: 'undecided' })
    expect(resultsFromStatus(2)).toEqual({ findIt: 'right', fixIt: 'right' })
  })

  it('stays right once right', () => {
    expect(settle('undecided', false)).toBe('wrong')
    expect(settle('wrong', true)).toBe('right')
    expect(settle('right', false)).toBe('right')
  })

  it('locks Fix it until Find it is right, unless there are no fixes', () => {
    expect(isFixItLocked({ findIt: 'wrong', fixIt: 'undecided' }, true)).toBe(true)
    expect(isFixItLocked({ findIt: 'right', fixIt: 'undecided' }, true)).toBe(false)
    expect(isFixItLocked({ findIt: 'undecided', fixIt: 'undecided' }, false)).toBe(false)
  })
})

describe('shuffleFixes', () => {
  it('keeps every option with its original index', () => {
    const fixes = ['a', 'b', 'c', 'd']
    const shuffled = shuffleFixes(fixes)
    expect(shuffled).toHaveLength(4)
    for (const option of shuffled) expect(fixes[option.index]).toBe(option.code)
    expect(shuffled.map(o => o.index).sort()).toEqual([0, 1, 2, 3])
  })

  it('reorders with the given random source', () => {
    expect(shuffleFixes(['a', 'b', 'c'], () => 0).map(o => o.code)).toEqual(['b', 'c', 'a'])
  })

  it('draws each swap partner from the positions up to the current one', () => {
    // Just under 1 picks the current position itself each time: nothing moves.
    expect(shuffleFixes(['a', 'b', 'c', 'd'], () => 0.99).map(o => o.code)).toEqual(['a', 'b', 'c', 'd'])
    // Half-way picks the middle of positions 0..i: 3 swaps with 2, then 2 with 1, then 1 with 1.
    expect(shuffleFixes(['a', 'b', 'c', 'd'], () => 0.5).map(o => o.code)).toEqual(['a', 'd', 'b', 'c'])
  })
})

describe('snippetLines', () => {
  it('splits on any newline and drops one trailing newline', () => {
    expect(snippetLines('a\r\nb\nc\n')).toEqual(['a', 'b', 'c'])
    expect(snippetLines('')).toEqual([''])
    // A lone carriage return (classic Mac line ends) ends a line too.
    expect(snippetLines('a\rb\r')).toEqual(['a', 'b'])
  })
})
