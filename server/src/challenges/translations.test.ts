import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue.js'
import { readLanguageTexts, tagsOf, type ChallengeText } from './translations.js'

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

describe('the shipped translations (data/i18n/<lang>/challenges.yml)', () => {
  const catalogue = loadCatalogue()
  const languages = [...(catalogue.translations?.values() ?? [])]

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
