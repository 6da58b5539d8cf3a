import { describe, expect, it } from 'vitest'
import { cutSnippets, SnippetMarkerError } from './markers.js'

const cut = (...lines: string[]) => cutSnippets(lines.join('\n'), 'src/example.ts')
const only = (...lines: string[]) => {
  const snippets = cut(...lines)
  expect(snippets).toHaveLength(1)
  return snippets[0]
}

describe('cutSnippets', () => {
  it('cuts the region between start and end, without the marker lines, dedented', () => {
    const s = only(
      'function outside () {}',
      'export function f (a: string) {',
      '  // vuln-code-snippet start aChallenge',
      '  if (a) {',
      '    run(a) // vuln-code-snippet vuln-line aChallenge',
      '  }',
      '  // vuln-code-snippet end aChallenge',
      '}'
    )
    expect(s).toEqual({
      key: 'aChallenge',
      file: 'src/example.ts',
      snippet: 'if (a) {\n  run(a)\n}',
      vulnLines: [2],
      neutralLines: []
    })
  })

  it('marks neutral lines and counts lines in the output, not in the file', () => {
    const s = only(
      '/* vuln-code-snippet start aChallenge */',
      'const x = 1 /* vuln-code-snippet neutral-line aChallenge */',
      '// vuln-code-snippet hide-line',
      'const y = 2',
      'const z = x + y // vuln-code-snippet vuln-line aChallenge',
      '/* vuln-code-snippet end aChallenge */'
    )
    expect(s.snippet).toBe('const x = 1\nconst y = 2\nconst z = x + y')
    expect(s.neutralLines).toEqual([1])
    expect(s.vulnLines).toEqual([3])
  })

  it('hides single lines and whole blocks', () => {
    const s = only(
      '// vuln-code-snippet start aChallenge',
      'const a = 1',
      '// Planted: the answer would be here // vuln-code-snippet hide-line',
      '// vuln-code-snippet hide-start',
      'const secret = 2',
      'const another = 3',
      '// vuln-code-snippet hide-end',
      'const b = a // vuln-code-snippet vuln-line aChallenge',
      '// vuln-code-snippet end aChallenge'
    )
    expect(s.snippet).toBe('const a = 1\nconst b = a')
    expect(s.vulnLines).toEqual([2])
  })

  it('reads markers in JSX comments and leaves no braces behind', () => {
    const s = only(
      'return (',
      '  <div>',
      '    {/* vuln-code-snippet start aChallenge */}',
      '    <p>{text}</p>',
      '    <p dangerouslySetInnerHTML={{ __html: html }} />{/* vuln-code-snippet vuln-line aChallenge */}',
      '    {/* vuln-code-snippet end aChallenge */}',
      '  </div>',
      ')'
    )
    expect(s.snippet).toBe('<p>{text}</p>\n<p dangerouslySetInnerHTML={{ __html: html }} />')
    expect(s.vulnLines).toEqual([2])
  })

  it('reads markers written without spaces, and keeps code on either side of a block comment', () => {
    const s = only(
      '//vuln-code-snippet start aChallenge',
      'a() /*vuln-code-snippet vuln-line aChallenge*/ .then(b)',
      '{/*vuln-code-snippet neutral-line aChallenge*/}<p />',
      '// vuln-code-snippet   end   aChallenge  '
    )
    expect(s).toMatchObject({ snippet: 'a()  .then(b)\n<p />', vulnLines: [1], neutralLines: [2] })
  })

  it('lets several keys share a region, each with its own lines', () => {
    const snippets = cut(
      '// vuln-code-snippet start aChallenge bChallenge',
      'one() // vuln-code-snippet vuln-line aChallenge',
      'two() // vuln-code-snippet vuln-line bChallenge',
      'three() // vuln-code-snippet neutral-line aChallenge',
      '// vuln-code-snippet end aChallenge bChallenge'
    )
    const byKey = Object.fromEntries(snippets.map(s => [s.key, s]))
    expect(byKey.aChallenge).toMatchObject({ snippet: 'one()\ntwo()\nthree()', vulnLines: [1], neutralLines: [3] })
    expect(byKey.bChallenge).toMatchObject({ snippet: 'one()\ntwo()\nthree()', vulnLines: [2], neutralLines: [] })
  })

  it('combines directives for different keys in one marker', () => {
    const snippets = cut(
      '// vuln-code-snippet start aChallenge bChallenge',
      'one() // vuln-code-snippet vuln-line aChallenge neutral-line bChallenge',
      'two() /* vuln-code-snippet vuln-line bChallenge hide-line aChallenge */',
      '// vuln-code-snippet end aChallenge bChallenge'
    )
    const byKey = Object.fromEntries(snippets.map(s => [s.key, s]))
    expect(byKey.aChallenge).toMatchObject({ snippet: 'one()', vulnLines: [1], neutralLines: [] })
    expect(byKey.bChallenge).toMatchObject({ snippet: 'one()\ntwo()', vulnLines: [2], neutralLines: [1] })
  })

  it('allows overlapping regions of different keys and hides lines for one key only', () => {
    const snippets = cut(
      '// vuln-code-snippet start aChallenge',
      'a()',
      '// vuln-code-snippet start bChallenge',
      'b() // vuln-code-snippet vuln-line aChallenge bChallenge',
      'onlyA() // vuln-code-snippet hide-line bChallenge',
      '// vuln-code-snippet end aChallenge',
      'c()',
      '// vuln-code-snippet end bChallenge'
    )
    const byKey = Object.fromEntries(snippets.map(s => [s.key, s]))
    expect(byKey.aChallenge).toMatchObject({ snippet: 'a()\nb()\nonlyA()', vulnLines: [2] })
    expect(byKey.bChallenge).toMatchObject({ snippet: 'b()\nc()', vulnLines: [1] })
  })

  it('hides a block for the keys its hide-start names only', () => {
    const snippets = cut(
      '// vuln-code-snippet start aChallenge bChallenge',
      'shared() // vuln-code-snippet vuln-line aChallenge bChallenge',
      '// vuln-code-snippet hide-start bChallenge',
      'onlyA() // vuln-code-snippet neutral-line aChallenge',
      '// vuln-code-snippet hide-end bChallenge',
      'again()',
      '// vuln-code-snippet end aChallenge bChallenge'
    )
    const byKey = Object.fromEntries(snippets.map(s => [s.key, s]))
    expect(byKey.aChallenge).toMatchObject({ snippet: 'shared()\nonlyA()\nagain()', vulnLines: [1], neutralLines: [2] })
    expect(byKey.bChallenge).toMatchObject({ snippet: 'shared()\nagain()', vulnLines: [1] })
  })

  it('dedents to the least-indented line and keeps blank lines empty', () => {
    const s = only(
      '    // vuln-code-snippet start aChallenge',
      '      inner()',
      '',
      '    outer() // vuln-code-snippet vuln-line aChallenge',
      '    // vuln-code-snippet end aChallenge'
    )
    expect(s.snippet).toBe('  inner()\n\nouter()')
  })

  it('ignores files and text without markers', () => {
    expect(cut('const a = "vuln-code-snippet"', '// just a comment')).toEqual([])
  })

  it.each([
    [['// vuln-code-snippet start aChallenge', 'x()'], /:1: "start" for "aChallenge" has no matching "end"/],
    [['x()', '// vuln-code-snippet end aChallenge'], /:2: "end" for "aChallenge" without a matching "start"/],
    [['// vuln-code-snippet start aChallenge', '// vuln-code-snippet end aChallenge'], /region of "aChallenge" is empty/],
    [['// vuln-code-snippet start aChallenge', '// vuln-code-snippet start aChallenge'], /already open/],
    [['x() // vuln-code-snippet vuln-line aChallenge'], /outside its region/],
    [['x() // vuln-code-snippet neutral-line aChallenge'], /:1: "neutral-line" for "aChallenge" outside its region/],
    [['// vuln-code-snippet start aChallenge', 'x() // vuln-code-snippet neutral-line aChallenge hide-line aChallenge', '// vuln-code-snippet end aChallenge'], /:2: "neutral-line" for "aChallenge" on a hidden line/],
    [['// vuln-code-snippet frobnicate aChallenge'], /unknown marker "frobnicate"/],
    [['// vuln-code-snippet start notAKey'], /"notAKey" is not a challenge key/],
    [['// vuln-code-snippet start'], /needs at least one challenge key/],
    [['x() // vuln-code-snippet start aChallenge'], /must stand alone on its own line/],
    [['// vuln-code-snippet start aChallenge end bChallenge'], /must stand alone/],
    [['// vuln-code-snippet start aChallenge', 'x() // vuln-code-snippet vuln-line aChallenge neutral-line aChallenge', '// vuln-code-snippet end aChallenge'], /both vulnerable and neutral/],
    [['// vuln-code-snippet start aChallenge', 'x() // vuln-code-snippet vuln-line aChallenge hide-line', '// vuln-code-snippet end aChallenge'], /on a hidden line/],
    [['// vuln-code-snippet start aChallenge', '// vuln-code-snippet vuln-line aChallenge', '// vuln-code-snippet end aChallenge'], /marks a line without code/],
    [['// vuln-code-snippet start aChallenge bChallenge', '// vuln-code-snippet vuln-line aChallenge neutral-line bChallenge', '// vuln-code-snippet end aChallenge bChallenge'], /:2: "vuln-line" marks a line without code/],
    [['// vuln-code-snippet start aChallenge', '// vuln-code-snippet hide-start', 'x() // vuln-code-snippet vuln-line aChallenge'], /on a hidden line/],
    [['// vuln-code-snippet hide-start', 'x()'], /"hide-start" has no matching "hide-end"/],
    [['// vuln-code-snippet hide-end'], /"hide-end" without "hide-start"/],
    [['x() // vuln-code-snippet '], /:1: marker without a directive/],
    [['// vuln-code-snippet hide-start', '// vuln-code-snippet hide-start'], /:2: "hide-start" inside a hidden block/],
    [['// vuln-code-snippet hide-start aChallenge', '// vuln-code-snippet hide-start aChallenge'], /:2: "hide-start" for "aChallenge" inside its hidden block/],
    [['// vuln-code-snippet hide-start aChallenge', '// vuln-code-snippet hide-end bChallenge'], /:2: "hide-end" for "bChallenge" without "hide-start"/],
    [['x()', '// vuln-code-snippet hide-start aChallenge', 'y()'], /:2: "hide-start" for "aChallenge" has no matching "hide-end"/],
    [['// vuln-code-snippet start aChallenge', '// vuln-code-snippet hide-start aChallenge', 'x() // vuln-code-snippet vuln-line aChallenge'], /"vuln-line" for "aChallenge" on a hidden line/],
    [[
      '// vuln-code-snippet start aChallenge', 'a()', '// vuln-code-snippet end aChallenge',
      '// vuln-code-snippet start aChallenge', 'b()', '// vuln-code-snippet end aChallenge'
    ], /already has a region in this file/]
  ])('refuses bad markers with file and line: %j', (lines, message) => {
    expect(() => cut(...lines)).toThrow(SnippetMarkerError)
    expect(() => cut(...lines)).toThrow(message)
  })
})
