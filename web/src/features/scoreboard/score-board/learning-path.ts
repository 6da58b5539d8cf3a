import type { Challenge } from '../api/get-challenges'
import type { LearningPath } from '@/features/meta/api/get-learning-paths'

export interface PathProgress {
  solved: number
  /** Steps of the path this shop has (a key the listing lacks is not counted). */
  total: number
  /** The first unsolved challenge in path order; null once the path is complete. */
  next: Challenge | null
}

export function pathProgress (path: LearningPath, challenges: readonly Challenge[]): PathProgress {
  const byKey = new Map(challenges.map(c => [c.key, c]))
  const steps = path.challenges.flatMap(key => byKey.get(key) ?? [])
  return {
    solved: steps.filter(c => c.solved).length,
    total: steps.length,
    next: steps.find(c => !c.solved) ?? null
  }
}
