import { describe, expect, it } from 'vitest'
import listing from '@data/languages.yml?raw'
import { checkTranslation, coverage, expectedKeys, type Texts } from './translation-check'

const files = import.meta.glob<Texts>('../../public/assets/i18n/*.json', { eager: true, import: 'default' })
const byLanguage = new Map(Object.entries(files).map(([path, texts]) => [/([\w-]+)\.json$/.exec(path)![1], texts]))
const english = byLanguage.get('en')!
const listed = [...listing.matchAll(/^- key: (\S+)/gm)].map(m => m[1])
const HIDDEN = 'eo'

describe('shipped translation files', () => {
  it('lists twelve languages, each with its own file, and every file but the hidden one', () => {
    expect(listed.length).toBeGreaterThanOrEqual(12)
    expect(listed.filter(key => !byLanguage.has(key))).toEqual([])
    expect([...byLanguage.keys()].filter(key => key !== HIDDEN && !listed.includes(key))).toEqual([])
  })

  // The unlisted Esperanto file is a challenge fixture: found only by guessing, and still complete.
  it('keeps Esperanto out of the language list and complete', () => {
    expect(listed).not.toContain(HIDDEN)
    expect(checkTranslation(english, byLanguage.get(HIDDEN)!, HIDDEN).missing).toEqual([])
  })

  it.each(listed)('%s has every English key, no extra ones, and the same placeholders and tags', language => {
    const report = checkTranslation(english, byLanguage.get(language) ?? {}, language)
    expect(report).toEqual({ missing: [], extra: [], placeholders: [], markup: [] })
  })
})

describe('checkTranslation', () => {
  const source = { GREETING: 'Hello <b>{{name}}</b>', ITEMS_one: '{{count}} item', ITEMS_other: '{{count}} items' }

  it('names missing, extra and empty keys', () => {
    const report = checkTranslation(source, { GREETING: '', STRAY: 'x', ITEMS_one: '{{count}} Stück', ITEMS_other: '{{count}} Stück' }, 'de')
    expect(report.missing).toEqual(['GREETING'])
    expect(report.extra).toEqual(['STRAY'])
  })

  it('names a key whose placeholder or tag differs', () => {
    const report = checkTranslation(source, { GREETING: 'Hallo <i>{{nom}}</i>', ITEMS_one: '{{count}} Stück', ITEMS_other: '{{count}} Stück' }, 'de')
    expect(report.placeholders).toEqual(['GREETING'])
    expect(report.markup).toEqual(['GREETING'])
  })

  it('asks for the plural forms of the language itself', () => {
    expect([...expectedKeys(source, 'pl').required.keys()].sort()).toEqual(['GREETING', 'ITEMS_few', 'ITEMS_many', 'ITEMS_one', 'ITEMS_other'])
    expect([...expectedKeys(source, 'ja').required.keys()]).toEqual(['GREETING', 'ITEMS_other'])
  })

  it('counts coverage from keys that are present and intact', () => {
    const report = checkTranslation(source, { GREETING: 'Hallo {{name}}', ITEMS_one: '{{count}} Stück', ITEMS_other: '{{count}} Stück' }, 'de')
    expect(coverage(report, 3)).toBe(66)
  })
})
