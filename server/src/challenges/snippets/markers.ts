/**
 * Cuts coding-challenge snippets out of one source file by its marker comments (the marker
 * syntax is described in docs/api.md, "Coding challenges"). Pure: text in, snippets out.
 */

export interface CodeSnippet {
  key: string
  /** Project-relative path of the file the snippet was cut from. */
  file: string
  snippet: string
  /** 1-based line numbers in `snippet`. */
  vulnLines: number[]
  neutralLines: number[]
}

export class SnippetMarkerError extends Error {}

// Built from a string so that this file's own text never reads as a marker to the scanner.
export const MARKER_WORD = 'vuln-code-snippet'
const CHALLENGE_KEY = /^[a-zA-Z0-9]+Challenge$/

// JSX form first: its inner block comment would otherwise match and leave the braces behind.
const COMMENT_FORMS = [
  new RegExp(String.raw`\{\s*/\*\s*${MARKER_WORD}\s+([^*]*?)\s*\*/\s*\}`),
  new RegExp(String.raw`/\*\s*${MARKER_WORD}\s+([^*]*?)\s*\*/`),
  new RegExp(String.raw`//\s*${MARKER_WORD}\s+(.*?)\s*$`)
]

type DirectiveKind = 'start' | 'end' | 'vuln-line' | 'neutral-line' | 'hide-line' | 'hide-start' | 'hide-end'
const DIRECTIVES = new Set<string>(['start', 'end', 'vuln-line', 'neutral-line', 'hide-line', 'hide-start', 'hide-end'])
/** Block markers delimit; code on their line would be ambiguous (in or out?), so it is refused. */
const OWN_LINE = new Set<DirectiveKind>(['start', 'end', 'hide-start', 'hide-end'])
const KEYS_REQUIRED = new Set<DirectiveKind>(['start', 'end', 'vuln-line', 'neutral-line'])

interface Directive { kind: DirectiveKind, keys: string[] }
/** One marker comment; a line marker may combine directives ("vuln-line aChallenge neutral-line bChallenge"). */
interface Marker { directives: Directive[], code: string }

interface OutputLine { text: string, vuln: boolean, neutral: boolean }

interface OpenRegion { startedAt: number, lines: OutputLine[] }

function readDirectives (body: string, where: () => string): Directive[] {
  const directives: Directive[] = []
  for (const word of body.split(/\s+/).filter(Boolean)) {
    if (DIRECTIVES.has(word)) directives.push({ kind: word as DirectiveKind, keys: [] })
    else if (directives.length === 0) throw new SnippetMarkerError(`${where()}: unknown marker "${word}"`)
    else if (!CHALLENGE_KEY.test(word)) throw new SnippetMarkerError(`${where()}: "${word}" is not a challenge key`)
    else directives[directives.length - 1].keys.push(word)
  }
  if (directives.length === 0) throw new SnippetMarkerError(`${where()}: marker without a directive`)
  for (const { kind, keys } of directives) {
    if (KEYS_REQUIRED.has(kind) && keys.length === 0) throw new SnippetMarkerError(`${where()}: "${kind}" needs at least one challenge key`)
  }
  return directives
}

/** Splits a line into its code and its marker, if it has one. */
function readMarker (line: string, where: () => string): Marker | null {
  for (const form of COMMENT_FORMS) {
    const match = form.exec(line)
    if (!match) continue
    const directives = readDirectives(match[1], where)
    const code = (line.slice(0, match.index) + line.slice(match.index + match[0].length)).trimEnd()
    const block = directives.find(d => OWN_LINE.has(d.kind))
    if (block && (code.trim() !== '' || directives.length > 1)) {
      throw new SnippetMarkerError(`${where()}: "${block.kind}" must stand alone on its own line`)
    }
    return { directives, code }
  }
  return null
}

function dedent (lines: OutputLine[]): string[] {
  const indents = lines.filter(l => l.text.trim() !== '').map(l => /^\s*/.exec(l.text)![0].length)
  const cut = indents.length > 0 ? Math.min(...indents) : 0
  return lines.map(l => (l.text.trim() === '' ? '' : l.text.slice(cut)))
}

function finish (key: string, file: string, lines: OutputLine[]): CodeSnippet {
  const numbers = (pick: (l: OutputLine) => boolean): number[] =>
    lines.flatMap((l, i) => (pick(l) ? [i + 1] : []))
  return {
    key,
    file,
    snippet: dedent(lines).join('\n'),
    vulnLines: numbers(l => l.vuln),
    neutralLines: numbers(l => l.neutral)
  }
}

/** Every snippet marked in `source`; throws SnippetMarkerError naming file and line on bad markers. */
export function cutSnippets (source: string, file: string): CodeSnippet[] {
  const open = new Map<string, OpenRegion>()
  const done = new Map<string, CodeSnippet>()
  // Hidden blocks: `all` for an unkeyed hide-start, otherwise the keys it names.
  let hideAllFrom: number | null = null
  const hiddenKeys = new Map<string, number>()

  const lines = source.split(/\r?\n/)
  lines.forEach((line, index) => {
    const lineNo = index + 1
    const where = (): string => `${file}:${lineNo}`
    const marker = readMarker(line, where)
    const block = marker?.directives.length === 1 ? marker.directives[0] : undefined

    switch (block?.kind) {
      case 'start':
        for (const key of block.keys) {
          if (open.has(key)) throw new SnippetMarkerError(`${where()}: "${key}" is already open`)
          if (done.has(key)) throw new SnippetMarkerError(`${where()}: "${key}" already has a region in this file (one per file)`)
          open.set(key, { startedAt: lineNo, lines: [] })
        }
        return
      case 'end':
        for (const key of block.keys) {
          const region = open.get(key)
          if (!region) throw new SnippetMarkerError(`${where()}: "end" for "${key}" without a matching "start"`)
          if (region.lines.length === 0) throw new SnippetMarkerError(`${where()}: the region of "${key}" is empty`)
          open.delete(key)
          done.set(key, finish(key, file, region.lines))
        }
        return
      case 'hide-start':
        if (block.keys.length === 0) {
          if (hideAllFrom !== null) throw new SnippetMarkerError(`${where()}: "hide-start" inside a hidden block`)
          hideAllFrom = lineNo
        }
        for (const key of block.keys) {
          if (hiddenKeys.has(key)) throw new SnippetMarkerError(`${where()}: "hide-start" for "${key}" inside its hidden block`)
          hiddenKeys.set(key, lineNo)
        }
        return
      case 'hide-end':
        if (block.keys.length === 0) {
          if (hideAllFrom === null) throw new SnippetMarkerError(`${where()}: "hide-end" without "hide-start"`)
          hideAllFrom = null
        }
        for (const key of block.keys) {
          if (!hiddenKeys.delete(key)) throw new SnippetMarkerError(`${where()}: "hide-end" for "${key}" without "hide-start"`)
        }
        return
    }

    const directives = marker?.directives ?? []
    const keysOf = (kind: DirectiveKind): Set<string> => new Set(directives.filter(d => d.kind === kind).flatMap(d => d.keys))
    const hideAll = directives.some(d => d.kind === 'hide-line' && d.keys.length === 0)
    const hidden = keysOf('hide-line')
    const vuln = keysOf('vuln-line')
    const neutral = keysOf('neutral-line')
    // A marker-only line (e.g. a lone hide-line comment) contributes nothing.
    if (marker && marker.code.trim() === '') {
      if (vuln.size + neutral.size === 0) return
      throw new SnippetMarkerError(`${where()}: "${directives[0].kind}" marks a line without code`)
    }
    for (const key of [...vuln, ...neutral]) {
      const kind = vuln.has(key) ? 'vuln-line' : 'neutral-line'
      if (vuln.has(key) && neutral.has(key)) throw new SnippetMarkerError(`${where()}: "${key}" is marked both vulnerable and neutral`)
      if (!open.has(key)) throw new SnippetMarkerError(`${where()}: "${kind}" for "${key}" outside its region`)
      if (hideAll || hidden.has(key) || hideAllFrom !== null || hiddenKeys.has(key)) {
        throw new SnippetMarkerError(`${where()}: "${kind}" for "${key}" on a hidden line`)
      }
    }
    for (const [key, region] of open) {
      if (hideAll || hidden.has(key) || hideAllFrom !== null || hiddenKeys.has(key)) continue
      region.lines.push({ text: marker ? marker.code : line.trimEnd(), vuln: vuln.has(key), neutral: neutral.has(key) })
    }
  })

  for (const [key, region] of open) {
    throw new SnippetMarkerError(`${file}:${region.startedAt}: "start" for "${key}" has no matching "end"`)
  }
  if (hideAllFrom !== null) throw new SnippetMarkerError(`${file}:${hideAllFrom}: "hide-start" has no matching "hide-end"`)
  for (const [key, from] of hiddenKeys) throw new SnippetMarkerError(`${file}:${from}: "hide-start" for "${key}" has no matching "hide-end"`)
  return [...done.values()]
}
