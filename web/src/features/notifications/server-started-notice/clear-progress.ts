import Cookies from 'js-cookie'
import { removeProgressCookies } from '@/lib/progress-codes'

// The welcome banner's and the language's cookies, the score board's filters.
const WELCOME_COOKIE = 'welcomebanner_status'
const LANGUAGE_COOKIE = 'language'
const SCORE_BOARD_PREFERENCES = [
  'displayedDifficulties',
  'showSolvedChallenges',
  'showDisabledChallenges',
  'showOnlyTutorialChallenges',
  'displayedChallengeCategories'
] as const

/** "Clear all progress": forget everything this browser kept about the game. */
export function clearAllProgress (): void {
  removeProgressCookies()
  Cookies.remove(WELCOME_COOKIE)
  Cookies.remove(LANGUAGE_COOKIE)
  for (const key of SCORE_BOARD_PREFERENCES) localStorage.removeItem(key)
}
