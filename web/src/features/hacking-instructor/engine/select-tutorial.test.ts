import { describe, expect, it } from 'vitest'
import { TUTORIAL_SCRIPTS } from '../scripts/tutorial-scripts'
import { findTutorial, nextTutorial } from './select-tutorial'

describe('tutorial selection', () => {
  it('finds a tutorial by challenge name, ignoring case and outer spaces', () => {
    expect(findTutorial(TUTORIAL_SCRIPTS, 'Search Box Script')?.key).toBe('localXssChallenge')
    expect(findTutorial(TUTORIAL_SCRIPTS, ' admin by apostrophe ')?.key).toBe('loginAdminSqliChallenge')
    expect(findTutorial(TUTORIAL_SCRIPTS, 'No Such Challenge')).toBeUndefined()
  })

  it('offers the first unsolved tutorial in tutorial order to the side menu', () => {
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set())?.name).toBe('Score Board')
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set(['scoreBoardChallenge']))?.name).toBe('Search Box Script')
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set(['scoreBoardChallenge', 'localXssChallenge']))?.name).toBe('Jukebox in the Search')
    expect(nextTutorial(TUTORIAL_SCRIPTS, new Set(['scoreBoardChallenge', 'localXssChallenge', 'xssBonusChallenge', 'zeroStarsChallenge']))?.name).toBe('Loud Failure')
  })

  it('falls back to the first tutorial when all are solved', () => {
    const all = new Set(TUTORIAL_SCRIPTS.map(script => script.key))
    expect(nextTutorial(TUTORIAL_SCRIPTS, all)?.name).toBe('Score Board')
    expect(nextTutorial([], all)).toBeUndefined()
  })
})
