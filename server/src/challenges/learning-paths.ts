import path from 'node:path'
import type { LearningPath } from '@shop/contract'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'
import type { ChallengeCatalogue } from './catalogue.js'

const learningPath = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by dashes'),
  name: z.string().min(1),
  description: z.string().min(1),
  challenges: z.array(z.string()).min(1)
}).strict()

// The file's entries are what GET /api/LearningPaths sends: the loader's return type holds them to the contract.
export type { LearningPath }

export const learningPathsFile = path.join(dataFolder, 'learning-paths.yml')

/**
 * Reads data/learning-paths.yml and holds it to the catalogue. Called when the shop starts, so a
 * path naming a challenge that does not exist stops the start with the file and the key named,
 * instead of a board showing a path nobody can finish.
 */
export function loadLearningPaths (catalogue: ChallengeCatalogue, file = learningPathsFile): readonly LearningPath[] {
  const parsed = z.array(learningPath).safeParse(readYamlFile(file), CHECKED_ONCE)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`)
  }
  const ids = new Set<string>()
  for (const [index, entry] of parsed.data.entries()) {
    if (ids.has(entry.id)) throw new Error(`${file}: learning path ${entry.id} is defined twice`)
    ids.add(entry.id)
    const seen = new Set<string>()
    for (const key of entry.challenges) {
      if (!catalogue.byKey.has(key)) throw new Error(`${file}: learning path ${entry.id} (entry ${index + 1}) names unknown challenge ${key}`)
      if (seen.has(key)) throw new Error(`${file}: learning path ${entry.id} names challenge ${key} twice`)
      seen.add(key)
    }
  }
  return Object.freeze(parsed.data)
}
