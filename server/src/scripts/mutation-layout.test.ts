import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseSync, traverse, type NodePath } from '@babel/core'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'

interface LayoutModule {
  LAYOUT_REASON: string
  LayoutIgnorer: new () => { shouldIgnore: (path: NodePath) => string | undefined }
  strykerPlugins: Array<{ kind: string, name: string }>
}
interface Tally { Killed: number, Survived: number, Layout: number }
interface ScoreModule {
  tallyReport: (report: unknown) => Tally
  scores: (tally: Tally) => { valid: number }
  printScores: (shards: Array<{ shard: string, tally: Tally, stale: null }>, log: (line: string) => void) => boolean
}

const load = async <T>(name: string): Promise<T> => await import(pathToFileURL(path.join(projectRoot, 'scripts', 'mutation', name)).href) as T
const { LAYOUT_REASON, LayoutIgnorer, strykerPlugins } = await load<LayoutModule>('layout-ignorer.mjs')
const { tallyReport, scores, printScores } = await load<ScoreModule>('score.mjs')

/** The source texts Stryker would leave out, found the way its instrumenter walks a file. */
function ignoredTexts (source: string): string[] {
  const ast = parseSync(source, { configFile: false, babelrc: false, filename: 'screen.tsx', parserOpts: { plugins: ['jsx', 'typescript'] } })
  if (ast === null) throw new Error('not parsed')
  const ignorer = new LayoutIgnorer()
  const texts: string[] = []
  traverse(ast, {
    enter (path) {
      if (ignorer.shouldIgnore(path) === LAYOUT_REASON) {
        texts.push(source.slice(path.node.start ?? 0, path.node.end ?? 0))
        path.skip()
      }
    }
  })
  return texts
}

describe('fixed layout values in the web app\'s mutation run', () => {
  it('are left out: sx and style attributes, sx of slot props and columns, constants typed SxProps', () => {
    const source = `
      const HIDDEN: SxProps<Theme> = { display: 'none', m: 0 }
      const columns = [{ header: 'Name', sx: { whiteSpace: 'nowrap' } }]
      export function Card () {
        return <Box sx={{ mt: 2, px: { xs: 1, sm: 2 } }} style={{ width: 320 }} slotProps={{ paper: { sx: { p: 2 } } }} />
      }`
    expect(ignoredTexts(source)).toEqual([
      "HIDDEN: SxProps<Theme> = { display: 'none', m: 0 }",
      "sx: { whiteSpace: 'nowrap' }",
      'sx={{ mt: 2, px: { xs: 1, sm: 2 } }}',
      'style={{ width: 320 }}',
      'sx: { p: 2 }'
    ])
  })

  it('are left out beside a state-dependent value in the same layout object, which is not', () => {
    const source = `
      export function Label ({ low }) {
        return <Box sx={{ position: 'absolute', px: { xs: 1 }, color: low ? 'error.main' : 'text.secondary' }} />
      }`
    expect(ignoredTexts(source)).toEqual(["position: 'absolute'", 'px: { xs: 1 }'])
  })

  it('are not: a value that depends on state, and anything that is not layout', () => {
    const source = `
      const TITLE = { text: 'Score Board' }
      const props = { title: 'x', color: 'primary' }
      export function Row ({ empty, picked, n }) {
        return <>
          <Box sx={{ display: empty ? 'none' : undefined }} />
          <Box sx={[base, picked && chosen]} />
          <Box sx={{ width: n > 3 ? 10 : 20 }} />
          <Box sx={{ [picked ? 'mt' : 'mb']: 2 }} />
          <Box title="sx" aria-label={'style'} hidden={!picked} />
        </>
      }`
    expect(ignoredTexts(source)).toEqual([])
  })

  it('are counted apart by the score, in neither figure', () => {
    const report = { files: { 'src/a.tsx': { mutants: [{ status: 'Killed' }, { status: 'Survived' }, { status: 'Ignored', statusReason: LAYOUT_REASON }, { status: 'Ignored', statusReason: LAYOUT_REASON }] } } }
    const tally = tallyReport(report)
    expect(tally).toMatchObject({ Killed: 1, Survived: 1, Layout: 2 })
    expect(scores(tally).valid).toBe(2)
    const lines: string[] = []
    printScores([{ shard: 'web-x', tally, stale: null }], line => lines.push(line))
    expect(lines.at(-1)).toMatch(/; 2 fixed layout values of the web app left out\)/)
  })

  it('are left out by a plugin Stryker loads as the ignorer named in its options', () => {
    expect(strykerPlugins).toEqual([{ kind: 'Ignore', name: 'layout', injectableClass: LayoutIgnorer }])
  })
})
