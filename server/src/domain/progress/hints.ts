import type { ChallengeTracker } from '../../challenges/tracker.js'

/** One hint as CTF export tools read it: which challenge, its text, and its place among that challenge's hints. */
export interface HintView {
  id: number
  ChallengeId: number
  text: string
  order: number
}

/**
 * Every challenge's hints, numbered in catalogue order, in every profile: `challenges.showHints`
 * decides what the shop's own screens show, while export tools must read the hints from the very
 * shop that runs the CTF profile they are made for (docs/decisions.md). Texts in `language` where
 * translated (docs/architecture.md, "Translated content").
 */
export function listHints (shop: { challenges: Pick<ChallengeTracker, 'allHints'> }, language = 'en'): HintView[] {
  let id = 0
  return shop.challenges.allHints(language).flatMap(challenge =>
    challenge.hints.map((text, index) => ({ id: ++id, ChallengeId: challenge.id, text, order: index + 1 })))
}
