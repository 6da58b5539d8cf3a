import { describe, expect, it } from 'vitest'
import { stepResolved, type TutorialSignal } from '../engine/resolvers'
import { tutorialTextKey, type TutorialScript } from '../engine/tutorial-types'
import { findTutorial } from '../engine/select-tutorial'
import { TUTORIAL_SCRIPTS } from './tutorial-scripts'
import catalogue from '@data/challenges.yml?raw'
import englishTexts from '../../../../public/assets/i18n/tutorials/en.json'

/** name and tutorial order of one record of data/challenges.yml, read without a YAML parser. */
function catalogueEntry (key: string): { name?: string; order?: number } {
  const record = catalogue.split(/\n(?=- )/).find(chunk => new RegExp(`\\bkey: ${key}\\b`).test(chunk)) ?? ''
  const order = /tutorial:\s*\{\s*order:\s*(\d+)/.exec(record)?.[1]
  return { name: /\bname: (.+)/.exec(record)?.[1]?.trim(), order: order === undefined ? undefined : Number(order) }
}

function script (name: string): TutorialScript {
  const found = findTutorial(TUTORIAL_SCRIPTS, name)
  if (found === undefined) throw new Error(`no tutorial ${name}`)
  return found
}

/** Index of the step that the signal resolves, or -1. */
function stepFor (name: string, signal: TutorialSignal): number {
  const tutorial = script(name)
  return tutorial.steps.findIndex(step => stepResolved(step.resolver, signal, tutorial.key))
}

describe('tutorial scripts', () => {
  // The translators' English: every step's text under its key, nothing else (translations are
  // checked against this file by lib/content-translations.test.ts).
  it('are the English tutorial texts, key by key', () => {
    const fromScripts = Object.fromEntries(TUTORIAL_SCRIPTS.flatMap(tutorial =>
      tutorial.steps.map((step, index) => [tutorialTextKey(tutorial, index), step.text])))
    expect(englishTexts).toEqual(fromScripts)
  })

  it('match the catalogue: name, key and tutorial order', () => {
    for (const tutorial of TUTORIAL_SCRIPTS) {
      expect({ key: tutorial.key, ...catalogueEntry(tutorial.key) }).toEqual({ key: tutorial.key, name: tutorial.name, order: tutorial.order })
    }
  })

  it('end with a step that waits for the solve', () => {
    for (const tutorial of TUTORIAL_SCRIPTS) expect(tutorial.steps.at(-1)?.resolver.kind).toBe('solved')
  })

  it('accept the exploits they teach', () => {
    expect(stepFor('Score Board', { type: 'location', location: { pathname: '/score-board', search: '' } })).toBe(2)
    expect(stepFor('Search Box Script', { type: 'input', onFixture: true, value: '<iframe src="javascript:alert(`xss`)">' })).toBe(1)
    expect(stepFor('Search Box Script', { type: 'location', location: { pathname: '/search', search: `?q=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}` } })).toBe(2)
    expect(stepFor('Loud Failure', { type: 'input', onFixture: true, value: "'" })).toBe(1)
    expect(stepFor('Admin by Apostrophe', { type: 'input', onFixture: true, value: "' OR 1=1--" })).toBe(1)
    expect(stepFor('Back Office', { type: 'location', location: { pathname: '/administration', search: '' } })).toBe(1)
    expect(stepFor('Tracking Echo', { type: 'location', location: { pathname: '/track-result', search: `?id=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}` } })).toBe(0)
    expect(stepFor('Tracking Echo', { type: 'location', location: { pathname: '/order-history', search: '' } })).toBe(-1)
    expect(stepFor("Someone Else's Cart", { type: 'location', location: { pathname: '/basket', search: '' } })).toBe(1)
    const jukebox = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/assets/public/jingle/player.html"></iframe>'
    expect(stepFor('Jukebox in the Search', { type: 'input', onFixture: true, value: jukebox })).toBe(1)
    expect(stepFor('Jukebox in the Search', { type: 'location', location: { pathname: '/search', search: `?q=${encodeURIComponent(jukebox)}` } })).toBe(2)
    expect(stepFor('No Stars Given', { type: 'location', location: { pathname: '/contact', search: '' } })).toBe(0)
    expect(stepFor('Ghostwriter', { type: 'location', location: { pathname: '/contact', search: '' } })).toBe(0)
  })

  it('do not advance on harmless input', () => {
    expect(stepFor('Search Box Script', { type: 'input', onFixture: true, value: 'apple juice' })).toBe(-1)
    expect(stepFor('Admin by Apostrophe', { type: 'input', onFixture: true, value: 'admin@juice.shop.test' })).toBe(2)
  })
})
