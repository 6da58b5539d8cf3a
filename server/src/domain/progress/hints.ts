import type { ShopInstance } from '../../instance/shop-instance.js'
import { forbidden } from '../errors.js'

/** One hint as CTF export tools read it: which challenge, its text, and its place among that challenge's hints. */
export interface HintView {
  id: number
  ChallengeId: number
  text: string
  order: number
}

/**
 * Every challenge's hints, numbered in catalogue order. Refused when the configuration hides hints
 * (the CTF profile): a trainer may sell them on the CTF platform, and an open list would give them
 * away. Flags depend only on the flag key, so the export can come from a shop with hints shown.
 */
export function listHints (shop: ShopInstance): HintView[] {
  if (!shop.config.challenges.showHints) {
    throw forbidden('This shop hides hints (challenges.showHints is off). Export them from a shop that shows hints and runs with the same CTF_KEY.')
  }
  let id = 0
  return shop.challenges.list().flatMap(challenge =>
    challenge.hints.map((text, index) => ({ id: ++id, ChallengeId: challenge.id, text, order: index + 1 })))
}
