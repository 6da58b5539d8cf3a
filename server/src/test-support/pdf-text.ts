import zlib from 'node:zlib'

export interface PdfTextRun { text: string, x: number, y: number, color: string }

const hex = (component: string): string => Math.round(Number(component) * 255).toString(16).padStart(2, '0')

/**
 * The text runs of a PDF that pdfkit drew with its standard fonts, in drawing order: each `[...] TJ`
 * operator of the (deflated) content streams with its text (hex strings in latin-1/WinAnsi codes),
 * the position its `Tm` set (y counted from the top, as pdfkit flips the page) and the RGB fill colour.
 */
export function pdfTextRuns (pdf: Buffer): PdfTextRun[] {
  const raw = pdf.toString('latin1')
  const contents = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    try {
      return zlib.inflateSync(Buffer.from(body, 'latin1')).toString('latin1')
    } catch {
      return body
    }
  })
  const runs: PdfTextRun[] = []
  let color = '#000000'
  let x = 0
  let y = 0
  for (const content of contents) {
    for (const [, r, g, b, tx, ty, parts] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) scn|1 0 0 1 ([\d.]+) ([\d.]+) Tm|\[([^\]]*)\]\s*TJ/g)) {
      if (r !== undefined) color = `#${hex(r)}${hex(g)}${hex(b)}`
      if (tx !== undefined) [x, y] = [Number(tx), Number(ty)]
      if (parts !== undefined) {
        const text = [...parts.matchAll(/<([0-9a-f]*)>/gi)].map(([, code]) => Buffer.from(code, 'hex').toString('latin1')).join('')
        runs.push({ text, x, y, color })
      }
    }
  }
  return runs
}

/** The text of each run, e.g. the lines of a document drawn line by line. */
export const pdfTextLines = (pdf: Buffer): string[] => pdfTextRuns(pdf).map(run => run.text)

/** An entry of the document information (`Title`, `Author`...), which pdfkit writes as a literal string object. */
export function pdfInfo (pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1')
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1]
  return ref === undefined ? undefined : new RegExp(`(?:^|\\n)${ref} 0 obj\\n\\(([^)]*)\\)`).exec(raw)?.[1]
}

/** The page size pdfkit wrote, in points. */
export const pdfPageSize = (pdf: Buffer): number[] | undefined =>
  /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))?.slice(1).map(Number)
