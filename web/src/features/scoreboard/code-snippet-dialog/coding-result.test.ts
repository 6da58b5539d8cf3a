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
})

describe('snippetLines', () => {
  it('splits on any newline and drops one trailing newline', () => {
    expect(snippetLines('a\r\nb\nc\n')).toEqual(['a', 'b', 'c'])
    expect(snippetLines('')).toEqual([''])
  })
})
