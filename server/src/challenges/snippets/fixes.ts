import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { readYamlFile, CHECKED_ONCE } from '../../yaml-files.js'

const fix = z.object({
  code: z.string().min(1),
  explanation: z.string().min(1, 'every fix needs an explanation'),
  correct: z.boolean().optional()
}).strict()

const entry = z.object({
  hints: z.array(z.string().min(1)).min(1).max(3),
  fixes: z.array(fix).min(3).max(4)
}).strict().refine(e => e.fixes.filter(f => f.correct === true).length === 1, {
  message: 'exactly one fix must be marked correct: true',
  path: ['fixes']
})

const fixesFile = z.record(z.string().regex(/^[a-zA-Z0-9]+Challenge$/, 'keys are challenge keys'), entry)

export type FixesEntry = z.infer<typeof entry>

export const FIXES_SUFFIX = '.fixes.yml'

/**
 * The find-it hints and fix-it options written beside each challenge family
 * (`families/<family>.fixes.yml`); a malformed file stops the shop with the file and field named.
 */
export function loadFixes (familiesFolder: string): ReadonlyMap<string, FixesEntry> {
  const all = new Map<string, FixesEntry>()
  const files = fs.readdirSync(familiesFolder).filter(name => name.endsWith(FIXES_SUFFIX)).sort()
  for (const name of files) {
    const file = path.join(familiesFolder, name)
    const result = fixesFile.safeParse(readYamlFile(file) ?? {}, CHECKED_ONCE)
    if (!result.success) {
      const problems = result.error.issues.map(i => `  - ${i.path.join('.') || '(root)'}: ${i.message}`)
      throw new Error(`Invalid fixes file ${file}:\n${problems.join('\n')}`)
    }
    for (const [key, value] of Object.entries(result.data)) {
      if (all.has(key)) throw new Error(`Fixes for ${key} appear in more than one file (second: ${file})`)
      all.set(key, value)
    }
  }
  return all
}
