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

type Directive = 'start' | 'end' | 'vuln-line' | 'neutral-line' | 'hide-line' | 'hide-start' | 'hide-end'
const DIRECTIVES = new Set<string>(['start', 'end', 'vuln-line', 'neutral-line', 'hide-line', 'hide-start', 'hide-end'])
/** Block markers delimit; code on their line would be ambiguous (in or out?), so it is refused. */
const OWN_LINE = new Set<Directive>(['start', 'end', 'hide-start', 'hide-end'])
const KEYS_REQUIRED = new Set<Directive>(['start', 'end', 'vuln-line', 'neutral-line'])

interface Marker { directive: Directive, keys: string[], code: string }

interface OutputLine { text: string, vuln: boolean, neutral: boolean }

interface OpenRegion { startedAt: number, lines: OutputLine[] }

/** Splits a line into its code and its marker, if it has one. */
function readMarker (line: string, where: () => string): Marker | null {
  for (const form of COMMENT_FORMS) {
    const match = form.exec(line)
    if (!match) continue
    const [directive, ...keys] = match[1].split(/\s+/).filter(Boolean)
    if (!DIRECTIVES.has(directive)) throw new SnippetMarkerError(`${where()}: unknown marker "${directive ?? ''}"`)
    const bad = keys.find(key => !CHALLENGE_KEY.test(key))
    if (bad !== undefined) throw new SnippetMarkerError(`${where()}: "${bad}" is not a challenge key`)
    const typed = directive as Directive
    if (KEYS_REQUIRED.has(typed) && keys.length === 0) throw new SnippetMarkerError(`${where()}: "${typed}" needs at least one challenge key`)
    const code = (line.slice(0, match.index) + line.slice(match.index + match[0].length)).trimEnd()
    if (OWN_LINE.has(typed) && code.trim() !== '') throw new SnippetMarkerError(`${where()}: "${typed}" must stand on its own line`)
    return { directive: typed, keys, code }
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
    const targets = (keys: string[]): string[] => (keys.length > 0 ? keys : [...open.keys()])

    switch (marker?.directive) {
      case 'start':
        for (const key of marker.keys) {
          if (open.has(key)) throw new SnippetMarkerError(`${where()}: "${key}" is already open`)
          if (done.has(key)) throw new SnippetMarkerError(`${where()}: "${key}" already has a region in this file (one per file)`)
          open.set(key, { startedAt: lineNo, lines: [] })
        }
        return
      case 'end':
        for (const key of marker.keys) {
          const region = open.get(key)
          if (!region) throw new SnippetMarkerError(`${where()}: "end" for "${key}" without a matching "start"`)
          if (region.lines.length === 0) throw new SnippetMarkerError(`${where()}: the region of "${key}" is empty`)
          open.delete(key)
          done.set(key, finish(key, file, region.lines))
        }
        return
      case 'hide-start':
        if (marker.keys.length === 0) {
          if (hideAllFrom !== null) throw new SnippetMarkerError(`${where()}: "hide-start" inside a hidden block`)
          hideAllFrom = lineNo
        }
        for (const key of marker.keys) {
          if (hiddenKeys.has(key)) throw new SnippetMarkerError(`${where()}: "hide-start" for "${key}" inside its hidden block`)
          hiddenKeys.set(key, lineNo)
        }
        return
      case 'hide-end':
        if (marker.keys.length === 0) {
          if (hideAllFrom === null) throw new SnippetMarkerError(`${where()}: "hide-end" without "hide-start"`)
          hideAllFrom = null
        }
        for (const key of marker.keys) {
          if (!hiddenKeys.delete(key)) throw new SnippetMarkerError(`${where()}: "hide-end" for "${key}" without "hide-start"`)
        }
        return
    }

    // A marker-only line (e.g. a lone hide-line comment) contributes nothing.
    if (marker && marker.code.trim() === '') {
      if (marker.directive === 'hide-line') return
      throw new SnippetMarkerError(`${where()}: "${marker.directive}" marks a line without code`)
    }
    const hiddenFor = new Set(marker?.directive === 'hide-line' ? targets(marker.keys) : [])
    if (marker?.directive === 'vuln-line' || marker?.directive === 'neutral-line') {
      for (const key of marker.keys) {
        if (!open.has(key)) throw new SnippetMarkerError(`${where()}: "${marker.directive}" for "${key}" outside its region`)
        if (hideAllFrom !== null || hiddenKeys.has(key)) throw new SnippetMarkerError(`${where()}: "${marker.directive}" for "${key}" on a hidden line`)
      }
    }
    for (const [key, region] of open) {
      if (hideAllFrom !== null || hiddenKeys.has(key) || hiddenFor.has(key)) continue
      const marks = marker?.keys.includes(key) ? marker.directive : null
      region.lines.push({ text: marker ? marker.code : line.trimEnd(), vuln: marks === 'vuln-line', neutral: marks === 'neutral-line' })
    }
  })

  for (const [key, region] of open) {
    throw new SnippetMarkerError(`${file}:${region.startedAt}: "start" for "${key}" has no matching "end"`)
  }
  if (hideAllFrom !== null) throw new SnippetMarkerError(`${file}:${hideAllFrom}: "hide-start" has no matching "hide-end"`)
  for (const [key, from] of hiddenKeys) throw new SnippetMarkerError(`${file}:${from}: "hide-start" for "${key}" has no matching "hide-end"`)
  return [...done.values()]
}
