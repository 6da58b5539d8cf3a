import { describe, expect, it } from 'vitest'
import type { CodingChallenge } from '../../challenges/snippets/library.js'
import { judgeFindIt, judgeFixIt } from './judge.js'

const challenge: CodingChallenge = {
  key: 'aChallenge',
  snippet: { key: 'aChallenge', file: 'a.ts', snippet: 'a\nb\nc\nd\ne', vulnLines: [2, 3], neutralLines: [4] },
  hints: ['gentle', 'clearer', 'direct'],
  fixes: [{ code: 'x', explanation: 'no' }, { code: 'y', explanation: 'yes', correct: true }, { code: 'z', explanation: 'no' }]
}

describe('judgeFindIt', () => {
  it('is right for exactly the vulnerable lines, neutral lines ignored, order and repeats irrelevant', () => {
    expect(judgeFindIt(challenge, [3, 2])).toEqual({ verdict: true })
    expect(judgeFindIt(challenge, [2, 4, 3, 3])).toEqual({ verdict: true })
  })

  it('gives a more direct hint the further off the answer is', () => {
    expect(judgeFindIt(challenge, [2])).toEqual({ verdict: false, hint: 'gentle' })
    expect(judgeFindIt(challenge, [2, 3, 1])).toEqual({ verdict: false, hint: 'gentle' })
    expect(judgeFindIt(challenge, [4])).toEqual({ verdict: false, hint: 'clearer' })
    expect(judgeFindIt(challenge, [1, 5])).toEqual({ verdict: false, hint: 'direct' })
  })

  it('never rewards an empty answer, not even for a snippet without vulnerable lines', () => {
    expect(judgeFindIt({ ...challenge, snippet: { ...challenge.snippet, vulnLines: [] } }, []).verdict).toBe(false)
    expect(judgeFindIt({ ...challenge, hints: [] }, [])).toEqual({ verdict: false })
  })
})

describe('judgeFixIt', () => {
  it('answers with the chosen fix explanation', () => {
    expect(judgeFixIt(challenge, 1)).toEqual({ verdict: true, explanation: 'yes' })
    expect(judgeFixIt(challenge, 2)).toEqual({ verdict: false, explanation: 'no' })
  })
})
