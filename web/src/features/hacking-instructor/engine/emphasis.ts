export interface TextSegment {
  kind: 'text' | 'bold' | 'code'
  text: string
}

/*
 * Tutorial texts are plain strings with two marks: **bold** and [[code]]. Square brackets rather
 * than backticks, because the payloads players must type contain backticks themselves.
 * Rendering these segments as React children keeps the bubble free of raw HTML.
 */
const MARKS = /\*\*(.+?)\*\*|\[\[(.+?)\]\]/g

export function parseEmphasis (text: string): TextSegment[] {
  const segments: TextSegment[] = []
  let last = 0
  for (const match of text.matchAll(MARKS)) {
    const at = match.index
    if (at > last) segments.push({ kind: 'text', text: text.slice(last, at) })
    segments.push(match[1] !== undefined ? { kind: 'bold', text: match[1] } : { kind: 'code', text: match[2] })
    last = at + match[0].length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}
