import { describe, expect, it } from 'vitest'
import { csvCell, scoresCsv } from './trainer-csv.js'

describe('scores CSV', () => {
  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('Team =1')).toBe('Team =1')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
  })

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"')
  })

  it('writes a header and one line per team', () => {
    expect(scoresCsv([{ rank: 1, team: '=1+1', score: 30, solved: 2, lastSolvedAt: '2026-11-26T10:00:00.000Z' }, { rank: 2, team: 'B', score: 0, solved: 0, lastSolvedAt: null }]))
      .toBe('rank,team,score,solved,lastSolvedAt\r\n1,\'=1+1,30,2,2026-11-26T10:00:00.000Z\r\n2,B,0,0,\r\n')
  })
})
