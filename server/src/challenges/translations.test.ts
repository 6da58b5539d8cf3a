import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { dataFolder } from '../paths.js'
import { loadCatalogue } from './catalogue.js'
import { loadChallengeTranslations, readLanguageTexts, tagsOf, type ChallengeText } from './translations.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })

const english = new Map<string, ChallengeText>([
  ['aChallenge', { name: 'A', description: '<p>Find <strong>it</strong>.</p>', hints: ['one', 'two'] }],
  ['bChallenge', { name: 'B', description: '<p>Plain.</p>', hints: ['only'] }]
])

let files = 0
function write (content: unknown): string {
  const file = path.join(folder, `challenges-${files++}.yml`)
  fs.writeFileSync(file, yaml.dump(content))
  return file
}

describe('readLanguageTexts', () => {
  it('reads a complete file and reports nothing missing', () => {
    const file = write({
      aChallenge: { name: 'Ä', description: '<p>Finde <strong>es</strong>.</p>', hints: ['eins', 'zwei'] },
      bChallenge: { name: 'B', description: '<p>Schlicht.</p>', hints: ['nur'] }
    })
    const read = readLanguageTexts('de', file, english)
    expect(read.missing).toEqual([])
    expect(read.texts.get('aChallenge')?.name).toBe('Ä')
  })

  it('lists the keys a file still lacks', () => {
    const file = write({ bChallenge: { name: 'B', description: '<p>Schlicht.</p>', hints: ['nur'] } })
    expect(readLanguageTexts('de', file, english).missing).toEqual(['aChallenge'])
  })

  it.each([
    ['an extra key', { zChallenge: { name: 'Z', description: '<p>z</p>', hints: ['z'] } }, /zChallenge is not a challenge/],
    ['a changed tag', { aChallenge: { name: 'A', description: '<p>Finde <b>es</b>.</p>', hints: ['eins', 'zwei'] } }, /aChallenge\.description has tags/],
    ['a lost tag', { bChallenge: { name: 'B', description: 'Schlicht.', hints: ['nur'] } }, /bChallenge\.description has tags \(none\)/],
    ['a tag in a hint', { aChallenge: { name: 'A', description: '<p>Finde <strong>es</strong>.</p>', hints: ['<em>eins</em>', 'zwei'] } }, /aChallenge\.hints\[0\] has tags/],
    ['a hint too few', { aChallenge: { name: 'A', description: '<p>Finde <strong>es</strong>.</p>', hints: ['eins'] } }, /aChallenge has 1 hints, English has 2/],
    ['an unknown field', { aChallenge: { name: 'A', description: '<p>Finde <strong>es</strong>.</p>', hints: ['eins', 'zwei'], tags: [] } }, /aChallenge/]
  ])('refuses %s, naming the file and the key', (_what, content, message) => {
    const file = write(content)
    expect(() => readLanguageTexts('de', file, english)).toThrow(message)
    expect(() => readLanguageTexts('de', file, english)).toThrow(path.basename(file))
  })
})

describe('loadChallengeTranslations', () => {
  const i18n = path.join(folder, 'i18n')
  const german = { aChallenge: { name: 'Ä', description: '<p>Finde <strong>es</strong>.</p>', hints: ['eins', 'zwei'] } }
  fs.mkdirSync(path.join(i18n, 'de'), { recursive: true })
  fs.mkdirSync(path.join(i18n, 'xx'), { recursive: true })
  fs.mkdirSync(path.join(i18n, 'no-texts'), { recursive: true })
  fs.writeFileSync(path.join(i18n, 'de', 'challenges.yml'), yaml.dump(german))
  fs.writeFileSync(path.join(i18n, 'xx', 'challenges.yml'), yaml.dump({ zChallenge: german.aChallenge }))

  it('lists the languages at start without reading a file, then reads each once on first use', () => {
    const reported: Error[] = []
    const translations = loadChallengeTranslations(english, i18n, error => { reported.push(error) })
    expect(translations.languages).toEqual(['de', 'xx'])
    // The malformed file was not read: listing reports nothing.
    expect(reported).toEqual([])
    const first = translations.get('de')
    expect(first?.texts.get('aChallenge')?.name).toBe('Ä')
    expect(first?.missing).toEqual(['bChallenge'])
    expect(translations.get('de')).toBe(first)
    expect(translations.get('fr')).toBeUndefined()
  })

  it('reports a malformed file once, on first use, and shows that language in English', () => {
    const reported: Error[] = []
    const translations = loadChallengeTranslations(english, i18n, error => { reported.push(error) })
    expect(translations.get('xx')).toBeUndefined()
    expect(translations.get('xx')).toBeUndefined()
    expect(reported).toHaveLength(1)
    expect(reported[0].message).toMatch(/zChallenge is not a challenge/)
  })
})

describe('the shipped translations (data/i18n/<lang>/challenges.yml)', () => {
  const catalogue = loadCatalogue()
  // Read directly, so a malformed file fails here instead of showing in English at run time.
  const languages = (catalogue.translations?.languages ?? []).map(language =>
    readLanguageTexts(language, path.join(dataFolder, 'i18n', language, 'challenges.yml'), catalogue.byKey))

  it('include German and load without a problem at start', () => {
    expect(languages.map(l => l.language)).toContain('de')
  })

  it.each(languages.map(l => [l.language, l] as const))('%s translates every challenge (100 %%)', (_language, texts) => {
    expect(texts.missing, `${texts.file} lacks these keys`).toEqual([])
    expect(texts.texts.size).toBe(catalogue.all.length)
  })

  it.each(languages.map(l => [l.language, l] as const))('%s keeps the HTML tags of every English text', (_language, texts) => {
    for (const challenge of catalogue.all) {
      const text = texts.texts.get(challenge.key)
      expect(tagsOf(text?.description ?? ''), `${texts.file}: ${challenge.key}`).toEqual(tagsOf(challenge.description))
    }
  })

  it('English descriptions are whole paragraphs (a bare # once cut one short as a YAML comment)', () => {
    for (const challenge of catalogue.all) expect(challenge.description, challenge.key).toMatch(/^<p>.*<\/p>$/s)
  })
})
