import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { CHATBOT_TEXTS } from './chatbot/chatbot.js'
import { TextCatalogue } from './text-catalogue.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'texts-'))
afterAll(() => { fs.rmSync(root, { recursive: true, force: true }) })

let folders = 0
/** A data folder with English texts and one German file. */
function folderWith (german: unknown): string {
  const folder = path.join(root, String(folders++))
  fs.mkdirSync(path.join(folder, 'i18n', 'de'), { recursive: true })
  fs.writeFileSync(path.join(folder, 'kind.yml'), yaml.dump({ hello: 'Hello {name}!', bye: 'Bye.', no: ['No.', 'Still no, {name}.'] }))
  fs.writeFileSync(path.join(folder, 'i18n', 'de', 'kind.yml'), yaml.dump(german))
  return folder
}

describe('TextCatalogue', () => {
  it('fills placeholders in the asked language, English where a key is missing', () => {
    const texts = new TextCatalogue('kind', folderWith({ hello: 'Hallo {name}!' }))
    expect(texts.languages).toEqual(['en', 'de'])
    expect(texts.text('de', 'hello', { name: 'Nora' })).toBe('Hallo Nora!')
    expect(texts.text('de', 'bye')).toBe('Bye.')
    expect(texts.text('xx', 'no', { name: 'Nora' }, 5)).toBe('Still no, Nora.')
    expect(texts.missing('de')).toEqual(['bye', 'no'])
  })

  it.each([
    ['an unknown key', { hi: 'Hi' }, /kind\.yml: hi is not a key/],
    ['a lost placeholder', { hello: 'Hallo!' }, /kind\.yml: hello has placeholders \(none\), English has \{name\}/],
    ['a renamed placeholder', { hello: 'Hallo {nom}!' }, /hello has placeholders \{nom\}/],
    ['another shape', { no: 'Nein.' }, /kind\.yml: no has another shape/],
    ['a list too short', { no: ['Nein.'] }, /no has another shape/]
  ])('refuses %s on first use of the language, naming the file and the key, and speaks English', (_what, german, message) => {
    const reported: Error[] = []
    const texts = new TextCatalogue('kind', folderWith(german), error => { reported.push(error) })
    // Listed at start, read only when a German text is first asked for.
    expect(texts.languages).toEqual(['en', 'de'])
    expect(reported).toEqual([])
    expect(texts.text('de', 'hello', { name: 'Nora' })).toBe('Hello Nora!')
    expect(texts.text('de', 'bye')).toBe('Bye.')
    expect(reported).toHaveLength(1)
    expect(reported[0].message).toMatch(message)
  })
})

describe('every shipped language is complete (100 %)', () => {
  // A language is shipped once its challenge texts exist; every other kind must follow it.
  const shipped = [...(loadCatalogue().translations?.languages ?? [])]

  it('ships the eleven languages besides English', () => {
    expect(shipped).toEqual(expect.arrayContaining(['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt-BR', 'tr', 'zh-CN']))
  })

  it.each(shipped)('%s: the support bot says everything in it', language => {
    expect(CHATBOT_TEXTS.languages).toContain(language)
    expect(CHATBOT_TEXTS.missing(language), `data/i18n/${language}/chatbot.yml lacks these keys`).toEqual([])
  })
})
