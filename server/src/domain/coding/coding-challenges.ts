import type { CodingChallenge, CodingLibrary } from '../../challenges/snippets/library.js'
import { invalid, forbidden, notFound } from '../errors.js'
import type { ShopInstance } from '../../instance/shop-instance.js'
import { judgeFindIt, judgeFixIt, type FindItVerdict, type FixItVerdict } from './judge.js'

export interface SnippetView { snippet: string, vulnLines: number[], neutralLines: number[] }

/** `never` closes every coding-challenge call, before its input is even looked at. */
export function requireEnabled (shop: ShopInstance): void {
  if (shop.config.challenges.codingChallengesEnabled === 'never') throw forbidden('Coding challenges are disabled in this shop')
}

/** Keys the catalogue marks as having a snippet and the source index has one for, with solved state. */
function codingChallenges (shop: ShopInstance, library: CodingLibrary): Array<{ challenge: CodingChallenge, solved: boolean }> {
  return shop.challenges.list().flatMap(view => {
    const challenge = view.hasSnippet ? library.get(view.key) : undefined
    return challenge ? [{ challenge, solved: view.solved }] : []
  })
}

/** Applies `codingChallengesEnabled`: 404 for no such coding challenge, 403 when the mode forbids it. */
function playable (shop: ShopInstance, library: CodingLibrary, key: string): CodingChallenge {
  requireEnabled(shop)
  const found = codingChallenges(shop, library).find(c => c.challenge.key === key)
  if (!found) throw notFound(`Coding challenge ${key.slice(0, 80)}`)
  if (shop.config.challenges.codingChallengesEnabled === 'solved' && !found.solved) {
    throw forbidden('Solve the challenge itself first to unlock its coding challenge')
  }
  return found.challenge
}

/**
 * GET /snippets: every key that has a coding challenge, solved or not. The peer's score board marks
 * its coding buttons from this list alone (and greys them out itself until the challenge is solved),
 * so a shorter list hides them. With `never` the list is empty rather than refused, so that board
 * still loads; the snippets themselves stay closed as `playable` says.
 */
export function codingChallengeKeys (shop: ShopInstance, library: CodingLibrary): string[] {
  if (shop.config.challenges.codingChallengesEnabled === 'never') return []
  return codingChallenges(shop, library).map(c => c.challenge.key)
}

/** The snippet; its vulnerable lines stay secret until Find it is solved. */
export function snippetFor (shop: ShopInstance, library: CodingLibrary, key: string): SnippetView {
  const { snippet } = playable(shop, library, key)
  const found = shop.challenges.codingStatus(key) >= 1
  return { snippet: snippet.snippet, vulnLines: found ? [...snippet.vulnLines] : [], neutralLines: [...snippet.neutralLines] }
}

export function fixesFor (shop: ShopInstance, library: CodingLibrary, key: string): { fixes: string[] } {
  const { fixes } = playable(shop, library, key)
  if (fixes.length === 0) throw notFound(`Fixes for ${key}`)
  return { fixes: fixes.map(fix => fix.code) }
}

export function submitFindIt (shop: ShopInstance, library: CodingLibrary, key: string, selectedLines: number[]): FindItVerdict {
  const challenge = playable(shop, library, key)
  const lineCount = challenge.snippet.snippet.split('\n').length
  const outside = selectedLines.find(line => line > lineCount)
  if (outside !== undefined) throw invalid(`selectedLines: line ${outside} is outside the snippet (1-${lineCount})`)
  const result = judgeFindIt(challenge, selectedLines)
  if (result.verdict) shop.challenges.raiseCodingStatus(key, 1)
  return result
}

export function submitFixIt (shop: ShopInstance, library: CodingLibrary, key: string, selectedFix: number): FixItVerdict {
  const challenge = playable(shop, library, key)
  if (challenge.fixes.length === 0) throw notFound(`Fixes for ${key}`)
  if (shop.challenges.codingStatus(key) < 1) throw forbidden('Find the vulnerable lines (Find it) before choosing a fix')
  if (selectedFix >= challenge.fixes.length) {
    throw invalid(`selectedFix: must be between 0 and ${challenge.fixes.length - 1}`)
  }
  const result = judgeFixIt(challenge, selectedFix)
  if (result.verdict) shop.challenges.raiseCodingStatus(key, 2)
  return result
}
