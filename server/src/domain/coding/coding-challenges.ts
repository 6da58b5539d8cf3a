import type { CodeSnippet, SnippetFixes } from '@shop/contract'
import type { CodingChallenge, CodingLibrary } from '../../challenges/snippets/library.js'
import { invalid, forbidden, notFound } from '../errors.js'
import type { ShopConfig } from '../../config.js'
import type { ChallengeTracker } from '../../challenges/tracker.js'
import { judgeFindIt, judgeFixIt, type FindItVerdict, type FixItVerdict } from './judge.js'

/** The coding mode the shop is configured with. */
export interface CodingMode { config: { challenges: Pick<ShopConfig['challenges'], 'codingChallengesEnabled'> } }
/** The mode, and the shop's challenges with their solved and coding state. */
export interface CodingDeps extends CodingMode {
  challenges: Pick<ChallengeTracker, 'list' | 'codingStatus' | 'raiseCodingStatus'>
}

export type SnippetView = CodeSnippet

/** `never` closes every coding-challenge call, before its input is even looked at. */
export function requireEnabled (shop: CodingMode): void {
  if (shop.config.challenges.codingChallengesEnabled === 'never') throw forbidden('Coding challenges are disabled in this shop')
}

/** Keys the catalogue marks as having a snippet and the source index has one for, with solved state. */
function codingChallenges (shop: Pick<CodingDeps, 'challenges'>, library: CodingLibrary): Array<{ challenge: CodingChallenge, solved: boolean }> {
  return shop.challenges.list().flatMap(view => {
    const challenge = view.hasSnippet ? library.get(view.key) : undefined
    return challenge ? [{ challenge, solved: view.solved }] : []
  })
}

/** Applies `codingChallengesEnabled`: 404 for no such coding challenge, 403 when the mode forbids it. */
function playable (shop: CodingDeps, library: CodingLibrary, key: string): CodingChallenge {
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
export function codingChallengeKeys (shop: CodingDeps, library: CodingLibrary): string[] {
  if (shop.config.challenges.codingChallengesEnabled === 'never') return []
  return codingChallenges(shop, library).map(c => c.challenge.key)
}

/** The snippet; its vulnerable lines stay secret until Find it is solved. */
export function snippetFor (shop: CodingDeps, library: CodingLibrary, key: string): SnippetView {
  const { snippet } = playable(shop, library, key)
  const found = shop.challenges.codingStatus(key) >= 1
  return { snippet: snippet.snippet, vulnLines: found ? [...snippet.vulnLines] : [], neutralLines: [...snippet.neutralLines] }
}

export function fixesFor (shop: CodingDeps, library: CodingLibrary, key: string): SnippetFixes {
  const { fixes } = playable(shop, library, key)
  if (fixes.length === 0) throw notFound(`Fixes for ${key}`)
  return { fixes: fixes.map(fix => fix.code) }
}

export function submitFindIt (shop: CodingDeps, library: CodingLibrary, key: string, selectedLines: number[]): FindItVerdict {
  const challenge = playable(shop, library, key)
  const lineCount = challenge.snippet.snippet.split('\n').length
  const outside = selectedLines.find(line => line > lineCount)
  if (outside !== undefined) throw invalid(`selectedLines: line ${outside} is outside the snippet (1-${lineCount})`)
  const result = judgeFindIt(challenge, selectedLines)
  if (result.verdict) shop.challenges.raiseCodingStatus(key, 1)
  return result
}

export function submitFixIt (shop: CodingDeps, library: CodingLibrary, key: string, selectedFix: number): FixItVerdict {
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
