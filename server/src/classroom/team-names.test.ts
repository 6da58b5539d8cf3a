import { describe, expect, it } from 'vitest'
import { DomainError } from '../domain/errors.js'
import { normaliseTeamName, teamNameKey } from './team-names.js'

describe('team names', () => {
  it.each([
    ['Blue', 'Blue'],
    ['  Red   Team  ', 'Red Team'],
    ['No-break\u00a0and\u2003em space', 'No-break and em space'],
    ['Ｆｕｌｌｗｉｄｔｈ', 'Fullwidth'], // NFKC
    ['Café Crew', 'Café Crew'],
    ['Cafe\u0301 Crew', 'Café Crew'], // a combining accent composes
    ['Équipe Ø', 'Équipe Ø'],
    ['チーム 7', 'チーム 7'],
    ['DROP TABLE teams', 'DROP TABLE teams'], // words only: stored and shown as plain text
    ['R&D (night shift)!', 'R&D (night shift)!'],
    ['x'.repeat(32), 'x'.repeat(32)],
    ['42', '42']
  ])('accepts %j as %j', (raw, name) => {
    expect(normaliseTeamName(raw)).toBe(name)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(33), 'too long'],
    ['  ' + 'y'.repeat(33) + '  ', 'too long after trimming'],
    ['../etc', 'path'],
    ['..', 'path'],
    ['a/b', 'path'],
    ['a\\b', 'path'],
    ['<script>alert(1)</script>', 'HTML'],
    ['<b>', 'HTML'],
    ['"quoted"', 'quote'],
    ["x' OR '1'='1", 'SQL'],
    ['a; DROP TABLE teams', 'SQL'],
    ['admin--', 'SQL comment'],
    ['`tick`', 'backtick'],
    ['line\nbreak', 'control'],
    ['bell\u0007', 'control'],
    ['tab\tinside', 'control'],
    ['zero\u200bwidth', 'invisible'],
    ['\u202eevil', 'direction override'],
    ['!!!', 'only punctuation'],
    ['-_-', 'only punctuation'],
    ['＜script＞', 'full-width HTML turns into HTML under NFKC'],
    ['．．／x', 'full-width path turns into a path under NFKC']
  ])('refuses %j (%s) with team_name_invalid', (raw) => {
    let error: unknown
    try { normaliseTeamName(raw) } catch (caught) { error = caught }
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ kind: 'invalid', details: { error: 'team_name_invalid' } })
  })

  it.each([null, undefined, 42, { name: 'x' }])('refuses a name that is not text (%j)', (raw) => {
    expect(() => normaliseTeamName(raw)).toThrow(/Team name/)
  })

  it.each([
    ['Blue Team', 'blue team'],
    ['BLUE TEAM', 'blue  team'],
    ['Ｂｌｕｅ Team', 'blue team'],
    ['Straße', 'STRASSE'],
    ['Café', 'Cafe\u0301'],
    ['ǅ', 'ǆ'] // title-case digraph
  ])('%j and %j are the same team', (a, b) => {
    expect(teamNameKey(normaliseTeamName(a))).toBe(teamNameKey(normaliseTeamName(b)))
  })

  it.each([['Blue', 'Blu'], ['Cafe', 'Café'], ['Team 1', 'Team 2']])('%j and %j are different teams', (a, b) => {
    expect(teamNameKey(a)).not.toBe(teamNameKey(b))
  })
})
