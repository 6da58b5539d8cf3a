import { describe, expect, it } from 'vitest'
import { loadCodingLibrary, type CodingLibrary } from '../../challenges/snippets/library.js'
import type { ShopConfig } from '../../config.js'
import { projectRoot } from '../../paths.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { codingChallengeKeys, fixesFor, snippetFor, submitFindIt, submitFixIt, type CodingDeps } from './coding-challenges.js'

type Mode = ShopConfig['challenges']['codingChallengesEnabled']
const t = createTestShop()
const shop = t.shop.registry.get()
/** The test shop's challenges under the coding mode `mode`: the rules read nothing else of the shop. */
const inMode = (mode: Mode): CodingDeps => ({ config: { challenges: { codingChallengesEnabled: mode } }, challenges: shop.challenges })
const always = inMode('always')

const library = loadCodingLibrary(projectRoot)
const KEY = 'loginAdminSqliChallenge'
const challenge = library.get(KEY)!
const lineCount = challenge.snippet.snippet.split('\n').length
const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message })

describe('coding challenge modes', () => {
  it('closes everything when coding challenges are off', () => {
    const off = inMode('never')
    const disabled = refusal('forbidden', 'Coding challenges are disabled in this shop')
    expect(codingChallengeKeys(off, library)).toEqual([])
    expect(() => snippetFor(off, library, KEY)).toThrow(disabled)
  })

  it('opens only solved challenges in mode solved', () => {
    const solvedOnly = inMode('solved')
    expect(() => snippetFor(solvedOnly, library, KEY)).toThrow(refusal('forbidden', 'Solve the challenge itself first to unlock its coding challenge'))
    // Listed all the same: the peer's score board shows (greyed) buttons from the list.
    expect(codingChallengeKeys(solvedOnly, library)).toContain(KEY)
    expect(codingChallengeKeys(always, library)).toContain(KEY)
  })

  it('names an unknown key, cut to 80 characters', () => {
    const key = `${'k'.repeat(80)}tail`
    expect(() => snippetFor(always, library, key)).toThrow(refusal('not-found', `Coding challenge ${'k'.repeat(80)} not found`))
  })
})

describe('Find it and Fix it', () => {
  it('withholds the vulnerable lines until Find it is solved', () => {
    expect(snippetFor(always, library, KEY)).toEqual({ snippet: challenge.snippet.snippet, vulnLines: [], neutralLines: [...challenge.snippet.neutralLines] })
  })

  it('takes the last line of the snippet and refuses the one after it', () => {
    expect(submitFindIt(always, library, KEY, [lineCount]).verdict).toBe(false)
    expect(() => submitFindIt(always, library, KEY, [1, lineCount + 1]))
      .toThrow(refusal('invalid', `selectedLines: line ${lineCount + 1} is outside the snippet (1-${lineCount})`))
  })

  it('wants Find it solved before a fix is chosen, and a fix that exists', () => {
    expect(() => submitFixIt(always, library, KEY, 0)).toThrow(refusal('forbidden', 'Find the vulnerable lines (Find it) before choosing a fix'))
    expect(shop.challenges.codingStatus(KEY)).toBe(0)
    expect(submitFindIt(always, library, KEY, [...challenge.snippet.vulnLines])).toEqual({ verdict: true })
    expect(shop.challenges.codingStatus(KEY)).toBe(1)
    expect(snippetFor(always, library, KEY).vulnLines).toEqual([...challenge.snippet.vulnLines])
    expect(() => submitFixIt(always, library, KEY, challenge.fixes.length))
      .toThrow(refusal('invalid', `selectedFix: must be between 0 and ${challenge.fixes.length - 1}`))
    const wrong = challenge.fixes.findIndex(fix => fix.correct !== true)
    expect(submitFixIt(always, library, KEY, wrong).verdict).toBe(false)
    expect(shop.challenges.codingStatus(KEY)).toBe(1)
    expect(submitFixIt(always, library, KEY, challenge.fixes.findIndex(fix => fix.correct === true)).verdict).toBe(true)
    expect(shop.challenges.codingStatus(KEY)).toBe(2)
  })
})

/** The project's library, with the Fix it part of KEY taken away (a challenge with Find it only). */
const findItOnly: CodingLibrary = { get: key => key === KEY ? { ...library.get(key)!, fixes: [] } : library.get(key), keys: library.keys }

describe('a coding challenge without a Fix it part', () => {
  it('has no fixes to list or choose', () => {
    const missing = refusal('not-found', `Fixes for ${KEY} not found`)
    expect(() => fixesFor(always, findItOnly, KEY)).toThrow(missing)
    expect(() => submitFixIt(always, findItOnly, KEY, 0)).toThrow(missing)
  })
})
