import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { fakeCheckouts, write } from '../test-support/fake-checkout.js'

/*
 * An interrupted mutation run keeps the mutants it had decided (scripts/mutation/salvage.mjs),
 * built from Stryker's recorded events the way Stryker would have written its incremental report.
 */

interface Snapshot { sources: Record<string, string>, tests: Record<string, string> }
interface Salvaged {
  files: Record<string, { source: string, mutants: Array<{ id: string, status: string, coveredBy?: string[] }> }>
  testFiles: Record<string, { source: string, tests: Array<{ id: string, name: string }> }>
  partial: { planned: number, decided: number }
}
interface SalvageModule {
  startSnapshot: (shard: string, workspaceDir: string) => Snapshot
  salvagedReport: (eventsDir: string, workspaceDir: string, snapshot: Snapshot) => Salvaged | null
  partialReason: (report: { partial?: { planned: number, decided: number } }) => string | null
}
const { startSnapshot, salvagedReport, partialReason } = await import(pathToFileURL(path.join(projectRoot, 'scripts/mutation/salvage.mjs')).href) as SalvageModule

const fakeCheckout = fakeCheckouts()
const location = (line: number): object => ({ start: { line, column: 1 }, end: { line, column: 5 } })

function interruptedRun (): { root: string, workspace: string, events: string } {
  const root = fakeCheckout({
    'web/src/lib/price.ts': 'export const price = 1',
    'web/src/lib/price.test.ts': "import { price } from './price'",
    'web/src/lib/other.test.ts': 'no tests recorded'
  })
  const workspace = path.join(root, 'web')
  const events = path.join(workspace, 'reports/mutation/web-lib/events')
  const file = path.join(workspace, 'src/lib/price.ts')
  const json = (value: unknown): string => JSON.stringify(value)
  write(root, 'web/reports/mutation/web-lib/events/00000-onDryRunCompleted.json', json({
    result: { tests: [{ id: 'src/lib/price.test.ts#rounds', name: 'rounds', fileName: path.join(workspace, 'src/lib/price.test.ts') }] }
  }))
  write(root, 'web/reports/mutation/web-lib/events/00001-onMutationTestingPlanReady.json', json({
    mutantPlans: [
      { plan: 'EarlyResult', mutant: { id: '0', fileName: file, mutatorName: 'StringLiteral', replacement: '""', location: location(1), status: 'Killed', killedBy: ['src/lib/price.test.ts#rounds'], coveredBy: ['src/lib/price.test.ts#rounds'] } },
      { plan: 'Run', mutant: { id: '1', fileName: file, mutatorName: 'BooleanLiteral', replacement: 'false', location: location(2) } },
      { plan: 'Run', mutant: { id: '2', fileName: file, mutatorName: 'BooleanLiteral', replacement: 'true', location: location(3) } }
    ]
  }))
  write(root, 'web/reports/mutation/web-lib/events/00002-onMutantTested.json', json({ id: '1', fileName: file, mutatorName: 'BooleanLiteral', replacement: 'false', location: location(2), status: 'Survived', coveredBy: ['src/lib/price.test.ts#rounds'], testsCompleted: 1 }))
  // The interruption cut the last event short.
  write(root, 'web/reports/mutation/web-lib/events/00003-onMutantTested.json', '{"id":"2","fileName":')
  return { root, workspace, events }
}

describe('an interrupted mutation run', () => {
  it('keeps the mutants decided before it stopped, reused or tested, and leaves the rest for the next run', () => {
    const { workspace, events } = interruptedRun()
    const report = salvagedReport(events, workspace, startSnapshot('web-lib', workspace))
    expect(report?.partial).toEqual({ planned: 3, decided: 2 })
    expect(report?.files['src/lib/price.ts'].source).toBe('export const price = 1')
    expect(report?.files['src/lib/price.ts'].mutants.map(mutant => [mutant.id, mutant.status])).toEqual([['0', 'Killed'], ['1', 'Survived']])
    expect(report?.testFiles).toEqual({ 'src/lib/price.test.ts': { source: "import { price } from './price'", tests: [{ id: 'src/lib/price.test.ts#rounds', name: 'rounds' }] } })
  })

  it('describes the texts as they were when the run started, not as they are later', () => {
    const { root, workspace, events } = interruptedRun()
    const snapshot = startSnapshot('web-lib', workspace)
    write(root, 'web/src/lib/price.ts', 'export const price = 2')
    expect(salvagedReport(events, workspace, snapshot)?.files['src/lib/price.ts'].source).toBe('export const price = 1')
  })

  it('keeps nothing from a run stopped before its plan, and marks a salvaged report as not a whole run', () => {
    const { workspace } = interruptedRun()
    expect(salvagedReport(path.join(workspace, 'reports/none'), workspace, startSnapshot('web-lib', workspace))).toBeNull()
    expect(partialReason({ partial: { planned: 3, decided: 2 } })).toBe('an interrupted run: 2 of 3 mutants decided; its next run tests the rest')
    expect(partialReason({})).toBeNull()
  })
})
