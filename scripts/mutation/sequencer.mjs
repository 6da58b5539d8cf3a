import { relative } from 'node:path'
import { BaseSequencer } from 'vitest/node'

/**
 * Test file order for the mutation run of both workspaces. Stryker stops a mutant's run at its
 * first failing test, so a killed mutant costs only the files run before the one that kills it.
 * Vitest's default runs the longest files first (to spread them over workers; Stryker uses one);
 * here the files that failed last (they killed the previous mutant, whose neighbours they often
 * kill too) run first, then the quickest: the detector rules, pure functions and single-component
 * tests settle most mutants before a test shop starts or a whole screen renders.
 *
 * Plain JavaScript outside the workspaces, loaded by path from MUTATION_PROJECT_ROOT (run.mjs sets
 * it): Stryker runs the tests in a copy of one workspace, where neither a relative path out of the
 * copy nor a TypeScript file outside it would load.
 */
export default class MutationSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort (files) {
    const cache = this.ctx.cache
    const facts = new Map(files.map(file => {
      const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`
      const state = cache.getFileTestResults(key)
      const size = cache.getFileStats(key)?.size ?? Number.MAX_SAFE_INTEGER
      return [file, { failed: state?.failed === true, duration: state?.duration ?? Number.MAX_SAFE_INTEGER, size }]
    }))
    return [...files].sort((a, b) => {
      const fa = facts.get(a)
      const fb = facts.get(b)
      if (fa.failed !== fb.failed) return fa.failed ? -1 : 1
      return fa.duration - fb.duration || fa.size - fb.size
    })
  }
}
