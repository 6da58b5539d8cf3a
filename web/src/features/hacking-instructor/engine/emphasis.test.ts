import { describe, expect, it } from 'vitest'
import { parseEmphasis } from './emphasis'

describe('tutorial text emphasis', () => {
  it('splits bold and code marks from plain text', () => {
    expect(parseEmphasis('Press **Enter** and type [[a`b`]] now')).toEqual([
      { kind: 'text', text: 'Press ' },
      { kind: 'bold', text: 'Enter' },
      { kind: 'text', text: ' and type ' },
      { kind: 'code', text: 'a`b`' },
      { kind: 'text', text: ' now' }
    ])
  })

  it('gives no empty text around marks at the start or side by side', () => {
    expect(parseEmphasis('**Enter**[[q]] now')).toEqual([
      { kind: 'bold', text: 'Enter' },
      { kind: 'code', text: 'q' },
      { kind: 'text', text: ' now' }
    ])
  })

  it('leaves unmarked and unbalanced text alone', () => {
    expect(parseEmphasis('plain')).toEqual([{ kind: 'text', text: 'plain' }])
    expect(parseEmphasis('a ** b [[ c')).toEqual([{ kind: 'text', text: 'a ** b [[ c' }])
    expect(parseEmphasis('')).toEqual([])
  })
})
