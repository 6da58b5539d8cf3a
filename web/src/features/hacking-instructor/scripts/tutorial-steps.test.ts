import { describe, expect, it } from 'vitest'
import { stepResolved, type TutorialSignal } from '../engine/resolvers'
import { findTutorial } from '../engine/select-tutorial'
import { TUTORIAL_SCRIPTS } from './tutorial-scripts'

const at = (pathname: string, search = ''): TutorialSignal => ({ type: 'location', location: { pathname, search } })
const typed = (value: string): TutorialSignal => ({ type: 'input', onFixture: true, value })
const IFRAME_SCRIPT = encodeURIComponent('<iframe src="javascript:alert(`xss`)">')
const JUKEBOX = encodeURIComponent('<iframe width="100%" height="166" src="/assets/public/jingle/player.html"></iframe>')

/** Whether the step of the named tutorial at `index` takes the signal. */
function takes (name: string, index: number, signal: TutorialSignal): boolean {
  const script = findTutorial(TUTORIAL_SCRIPTS, name)
  if (script === undefined) throw new Error(`no tutorial ${name}`)
  return stepResolved(script.steps[index].resolver, signal, script.key)
}

// Each step that waits for the player, with what it takes and the near misses it refuses.
const CASES: Array<[string, number, TutorialSignal, boolean]> = [
  ['Board Minutes', 0, at('/about'), true],
  ['Board Minutes', 0, at('/about-us'), false],
  ['Borrowed Identity', 2, typed("  oskar.lindqvist@juice-sh.op'-- "), true],
  ['Borrowed Identity', 2, typed("Oskar.x' --"), true],
  ['Borrowed Identity', 2, typed('oskar.lindqvist@juice-sh.op'), false],
  ['Borrowed Identity', 2, typed("x oskar.lindqvist'--"), false],
  ['Borrowed Identity', 2, typed("oskar.a'b'--"), false],
  ['Ghostwriter', 0, at('/contact'), true],
  ['Ghostwriter', 0, at('/complain'), false],
  ['Ghostwriter', 2, typed(' Great juice '), true],
  ['Ghostwriter', 2, typed('   '), false],
  ['Guessable Gatekeeper', 1, typed(' Admin@juice-sh.op'), true],
  ['Guessable Gatekeeper', 1, typed('jim@juice-sh.op'), false],
  ['Guessable Gatekeeper', 1, typed('the admin@'), false],
  ['Guessable Gatekeeper', 2, typed('admin1'), true],
  ['Guessable Gatekeeper', 2, typed('admin'), false],
  ['Left in the Bundle', 2, typed(' QA.bot@juice.shop.test'), true],
  ['Left in the Bundle', 2, typed('bot.qa@juice.shop.test'), false],
  ['No Stars Given', 0, at('/contact'), true],
  ['No Stars Given', 0, at('/contact/'), false],
  ['No Stars Given', 2, typed('meh'), true],
  ['No Stars Given', 2, typed(' '), false],
  ['No Stars Given', 3, typed(' -12 '), true],
  ['No Stars Given', 3, typed('42'), true],
  ['No Stars Given', 3, typed('4.2'), false],
  ['No Stars Given', 3, typed('x42'), false],
  ['No Stars Given', 3, typed('42x'), false],
  ['Guessable Gatekeeper', 0, at('/login'), true],
  ['Guessable Gatekeeper', 0, at('/login2'), false],
  ['Borrowed Identity', 3, typed('x'), true],
  ['Borrowed Identity', 3, typed(''), false],
  ['Borrowed Identity', 4, { type: 'click', onFixture: true }, true],
  ['Back Office', 1, at('/administration'), true],
  ['Back Office', 1, at('/accounting'), false],
  ['Fine Print', 0, at('/privacy-security/privacy-policy'), true],
  ['Fine Print', 0, at('/privacy-security/data-export'), false],
  ['Jukebox in the Search', 2, at('/search', `?q=${JUKEBOX}`), true],
  ['Jukebox in the Search', 2, at('/search', '?q=apple'), false],
  ['Jukebox in the Search', 2, at('/track-result', `?q=${JUKEBOX}`), false],
  ['Search Box Script', 2, at('/search', `?q=${IFRAME_SCRIPT}`), true],
  ['Search Box Script', 2, at('/search', '?q=apple'), false],
  ['Search Box Script', 2, at('/track-result', `?q=${IFRAME_SCRIPT}`), false],
  ['Loud Failure', 1, typed(" ' "), true],
  ['Loud Failure', 1, typed("''"), false],
  ['Score Board', 2, at('/score-board'), true],
  ['Score Board', 2, at('/ScoreBoard/'), true],
  ['Score Board', 2, at('/my/score-board'), false],
  ['Score Board', 2, at('/score-board/1'), false],
  ["Someone Else's Cart", 1, at('/basket'), true],
  ["Someone Else's Cart", 1, at('/order-history'), false],
  ['Tracking Echo', 0, at('/track-result/new', '?id=0010-000003'), true],
  ['Tracking Echo', 1, at('/track-result', `?id=${IFRAME_SCRIPT}`), true],
  ['Tracking Echo', 1, at('/track-result', `?q=${IFRAME_SCRIPT}`), false]
]

describe('the tutorials\' waiting steps', () => {
  it.each(CASES)('%s, step %i: %o takes it: %s', (name, index, signal, expected) => {
    expect(takes(name, index, signal)).toBe(expected)
  })
})
