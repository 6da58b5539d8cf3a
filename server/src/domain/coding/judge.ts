import type { FindItVerdict, FixItVerdict } from '@shop/contract'
import type { CodingChallenge } from '../../challenges/snippets/library.js'

export type { FindItVerdict, FixItVerdict }

/**
 * Right when the chosen lines, ignoring neutral ones, are exactly the vulnerable lines. A wrong
 * answer gets a hint; hints are written gentlest first, and the further off the answer (lines
 * missed plus lines wrongly chosen), the more direct the hint it earns.
 */
export function judgeFindIt (challenge: CodingChallenge, selectedLines: readonly number[]): FindItVerdict {
  const vulnerable = new Set(challenge.snippet.vulnLines)
  const neutral = new Set(challenge.snippet.neutralLines)
  const chosen = new Set(selectedLines.filter(line => !neutral.has(line)))
  const missed = [...vulnerable].filter(line => !chosen.has(line)).length
  const extra = [...chosen].filter(line => !vulnerable.has(line)).length
  const distance = missed + extra
  // A snippet without vulnerable lines cannot be answered; never reward an empty selection for it.
  if (distance === 0 && vulnerable.size > 0) return { verdict: true }
  const { hints } = challenge
  if (hints.length === 0) return { verdict: false }
  return { verdict: false, hint: hints[Math.min(Math.max(distance, 1), hints.length) - 1] }
}

/** `selectedFix` indexes the fixes in their fixed (file) order; the caller checks the range. */
export function judgeFixIt (challenge: CodingChallenge, selectedFix: number): FixItVerdict {
  const fix = challenge.fixes[selectedFix]
  return { verdict: fix.correct === true, explanation: fix.explanation }
}
