// @vitest-environment happy-dom
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { clearAllProgress } from './clear-progress'

const SCORE_BOARD_PREFERENCES = ['displayedDifficulties', 'showSolvedChallenges', 'showDisabledChallenges', 'showOnlyTutorialChallenges', 'displayedChallengeCategories']
const COOKIES = ['continueCode', 'continueCodeFindIt', 'continueCodeFixIt', 'welcomebanner_status', 'language']

afterEach(() => {
  localStorage.clear()
  for (const name of [...COOKIES, 'cookieconsent_status']) Cookies.remove(name)
})

describe('clearing all progress', () => {
  it('forgets the progress codes, the welcome banner, the language and every score board filter, and nothing else', () => {
    for (const name of COOKIES) Cookies.set(name, 'kept')
    Cookies.set('cookieconsent_status', 'dismiss')
    for (const key of SCORE_BOARD_PREFERENCES) localStorage.setItem(key, '[]')
    localStorage.setItem('token', 'still logged in')
    clearAllProgress()
    expect(COOKIES.filter(name => Cookies.get(name) !== undefined)).toEqual([])
    expect(SCORE_BOARD_PREFERENCES.filter(key => localStorage.getItem(key) !== null)).toEqual([])
    expect(Cookies.get('cookieconsent_status')).toBe('dismiss')
    expect(localStorage.getItem('token')).toBe('still logged in')
  })
})
