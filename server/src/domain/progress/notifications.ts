import type { ChallengeTracker } from '../../challenges/tracker.js'
import { notFound } from '../errors.js'

/** Re-sends the solved notice of a challenge, found by its name; unsolved challenges send nothing. */
export function repeatNotification (shop: { challenges: Pick<ChallengeTracker, 'list' | 'repeatNotification'> }, challengeName: string): void {
  const found = shop.challenges.list().find(c => c.name === challengeName)
  if (!found) throw notFound('Challenge')
  shop.challenges.repeatNotification(found.key)
}
