import { describe, expect, it } from 'vitest'
import { stepResolved, type TutorialSignal } from '../engine/resolvers'
import { findTutorial } from '../engine/select-tutorial'
import { TUTORIAL_SCRIPTS } from './tutorial-scripts'

const at = (pathname: string, search = ''): TutorialSignal => ({ type: 'location', location: { pathname, search } })
const typed = (value: string): TutorialSignal => ({ type: 'input', onFixture: true, value })

/** Whether the step of the named tutorial at `index` takes the signal. */
function takes (name: string, index: number, signal: TutorialSignal): boolean {
  const script = findTutorial(TUTORIAL_SCRIPTS, name)
  if (script === undefined) throw new Error(`no tutorial ${name}`)
  return stepResolved(script.steps[index].resolver, signal, script.key)
}

// Each step that waits for the player is pinned with what it takes and a near miss it refuses.
describe('the tutorials\' waiting steps', () => {
  it('Board Minutes: the About page', () => {
    expect(takes('Board Minutes', 0, at('/about'))).toBe(true)
    expect(takes('Board Minutes', 0, at('/about-us'))).toBe(false)
  })

  it('Borrowed Identity: Oskar\'s address cut off by a comment', () => {
    expect(takes('Borrowed Identity', 2, typed("  oskar.lindqvist@juice-sh.op'-- "))).toBe(true)
    expect(takes('Borrowed Identity', 2, typed("Oskar.x' --"))).toBe(true)
    expect(takes('Borrowed Identity', 2, typed('oskar.lindqvist@juice-sh.op'))).toBe(false)
    expect(takes('Borrowed Identity', 2, typed("x oskar.lindqvist'--"))).toBe(false)
    expect(takes('Borrowed Identity', 2, typed("oskar.a'b'--"))).toBe(false)
  })

  it('Ghostwriter: the contact page, then any comment', () => {
    expect(takes('Ghostwriter', 0, at('/contact'))).toBe(true)
    expect(takes('Ghostwriter', 0, at('/complain'))).toBe(false)
    expect(takes('Ghostwriter', 2, typed(' Great juice '))).toBe(true)
    expect(takes('Ghostwriter', 2, typed('   '))).toBe(false)
  })

  it('Guessable Gatekeeper: the admin\'s address, then a password of six characters or more', () => {
    expect(takes('Guessable Gatekeeper', 1, typed(' Admin@juice-sh.op'))).toBe(true)
    expect(takes('Guessable Gatekeeper', 1, typed('jim@juice-sh.op'))).toBe(false)
    expect(takes('Guessable Gatekeeper', 1, typed('the admin@'))).toBe(false)
    expect(takes('Guessable Gatekeeper', 2, typed('admin1'))).toBe(true)
    expect(takes('Guessable Gatekeeper', 2, typed('admin'))).toBe(false)
  })

  it('Left in the Bundle: a QA address', () => {
    expect(takes('Left in the Bundle', 2, typed(' QA.bot@juice.shop.test'))).toBe(true)
    expect(takes('Left in the Bundle', 2, typed('bot.qa@juice.shop.test'))).toBe(false)
  })

  it('No Stars Given: the contact page, a comment, then a whole-number captcha answer', () => {
    expect(takes('No Stars Given', 0, at('/contact'))).toBe(true)
    expect(takes('No Stars Given', 0, at('/contact/'))).toBe(false)
    expect(takes('No Stars Given', 2, typed('meh'))).toBe(true)
    expect(takes('No Stars Given', 2, typed(' '))).toBe(false)
    expect(takes('No Stars Given', 3, typed(' -12 '))).toBe(true)
    expect(takes('No Stars Given', 3, typed('42'))).toBe(true)
    expect(takes('No Stars Given', 3, typed('4.2'))).toBe(false)
    expect(takes('No Stars Given', 3, typed('x42'))).toBe(false)
    expect(takes('No Stars Given', 3, typed('42x'))).toBe(false)
  })

  it('the login steps: the login page, any password, a click on Log in', () => {
    expect(takes('Guessable Gatekeeper', 0, at('/login'))).toBe(true)
    expect(takes('Guessable Gatekeeper', 0, at('/login2'))).toBe(false)
    expect(takes('Borrowed Identity', 3, typed('x'))).toBe(true)
    expect(takes('Borrowed Identity', 3, typed(''))).toBe(false)
    expect(takes('Borrowed Identity', 4, { type: 'click', onFixture: true })).toBe(true)
  })
})
