import { describe, expect, it } from 'vitest'
import { TUTORIAL_SCRIPTS } from '../scripts/tutorial-scripts'
import { findTutorial, nextTutorial } from './select-tutorial'

describe('tutorial selection', () => {
  it('finds a tutorial by challenge name, ignoring case and outer spaces', () => {
    expect(findTutorial(TUTORIAL_SCRIPTS, 'Search Box Script')?.key).toBe('localXssChallenge')
    expect(findTutorial(TUTORIAL_SCRIPTS, ' admin by apostrophe ')?.key).toBe('loginAdminSqliChallenge')
    expect(findTutorial(TUTORIAL_SCRIPTS, 'No Such Challenge')).toBeUndefined()
  })

  it('finds a tutorial by challenge key, as the score board links it when names are translated', () => {
    expect(findTutorial(TUTORIAL_SCRIPTS, 'localXssChallenge')?.name).toBe('Search Box Script')
    expect(findTutorial(TUTORIAL_SCRIPTS, 'Skript im Suchfeld')).toBeUndefined()
  })

  it('offers the first unsolved tutorial in tutorial order to the side menu', () => {
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set())?.name).toBe('Score Board')
    // Skipping a solved one in the middle: the next unsolved in order, not the next in the list.
    const ordered = [...TUTORIAL_SCRIPTS].sort((a, b) => a.order - b.order)
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set([ordered[0].key]))?.key).toBe(ordered[1].key)
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set([ordered[0].key, ordered[2].key]))?.key).toBe(ordered[1].key)
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set([ordered[0].key, ordered[1].key]))?.key).toBe(ordered[2].key)
    const shuffled = [ordered[2], ordered[0], ordered[1]]
    expect(nextTutorial(shuffled, new Set())?.key).toBe(ordered[0].key)
  })

  it('falls back to the first tutorial when all are solved', () => {
    const all = new Set(TUTORIAL_SCRIPTS.map(script => script.key))
    expect(nextTutorial(TUTORIAL_SCRIPTS, all)?.name).toBe('Score Board')
    expect(nextTutorial([], all)).toBeUndefined()
  })
})
