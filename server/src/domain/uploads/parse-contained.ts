import { BUDGETS, BudgetExceeded } from '../../challenges/mechanisms/budgets.js'
import type { ContainedResults, UploadParseTask } from '../../containment/tasks.js'
import type { ContainedPool } from '../../containment/pool.js'
import { invalid } from '../errors.js'

const FORMAT = { xml: 'XML', yaml: 'YAML', zip: 'ZIP' } as const

type Parsed<K extends UploadParseTask['kind']> = Extract<ContainedResults[K], { ok: true }>

/**
 * Runs an upload parser in the shop's contained worker pool. The worker is killed when parsing
 * runs past the parser time limit or exhausts the worker's memory; either, like a format budget
 * the parser reports itself, is the format's budget (503). Input the parser cannot read is a 400.
 */
export async function parseContained<T extends UploadParseTask> (shop: { pool: Pick<ContainedPool, 'run'> }, task: T): Promise<Parsed<T['kind']>> {
  const format = FORMAT[task.kind]
  const result = await shop.pool.run(task, {
    limitMs: BUDGETS.parserMs,
    budget: task.kind,
    memoryBudget: task.kind,
    timeMessage: `Reading the ${format} file took longer than ${BUDGETS.parserMs / 1000} s and was stopped`,
    memoryMessage: `Reading the ${format} file needed more memory than allowed and was stopped`,
    source: 'file-upload'
  }) as ContainedResults[T['kind']]
  if (result.ok) return result as Parsed<T['kind']>
  if (result.refusal === 'budget') throw new BudgetExceeded(task.kind, result.message, 'file-upload')
  throw invalid(result.message)
}
