import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { languageList } from './languages.js'

const folders: string[] = []
afterAll(() => { for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true }) })

/** A built web app whose English file has 100 keys and whose German file translates `done` of them. */
function webDist (done: number, extra: Record<string, unknown> = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'languages-'))
  folders.push(dist)
  const i18n = path.join(dist, 'assets', 'i18n')
  fs.mkdirSync(i18n, { recursive: true })
  const keys = Array.from({ length: 100 }, (_, i) => `KEY_${i}`)
  fs.writeFileSync(path.join(i18n, 'en.json'), JSON.stringify(Object.fromEntries(keys.map(k => [k, k]))))
  fs.writeFileSync(path.join(i18n, 'de.json'), JSON.stringify({ ...Object.fromEntries(keys.slice(0, done).map(k => [k, `${k} (de)`])), ...extra }))
  return dist
}

const german = (dist: string) => languageList(dist).find(l => l.key === 'de')!

describe('languageList', () => {
  it('lists the languages of data/languages.yml with their menu fields', () => {
    const list = languageList(webDist(100))
    expect(list.map(l => l.key)).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt_BR', 'nl', 'pl', 'tr', 'ja', 'zh_CN', 'ar'])
    expect(list.map(l => l.key)).not.toContain('eo')
    expect(list[1]).toMatchObject({ lang: 'Deutsch', shortKey: 'DE', icons: ['de'] })
    expect(list[0]).toMatchObject({ percentage: 100, gauge: 'full' })
  })

  it.each([
    [100, 'full'], [90, 'full'], [89, 'three-quarters'], [70, 'three-quarters'], [69, 'half'],
    [50, 'half'], [49, 'quarter'], [25, 'quarter'], [24, 'empty'], [0, 'empty']
  ])('shows %i %% translated as the %s gauge', (done, gauge) => {
    expect(german(webDist(done))).toMatchObject({ percentage: done, gauge })
  })

  it('counts neither empty texts, nor non-texts, nor keys English does not have', () => {
    expect(german(webDist(10, { KEY_50: '', KEY_51: 7, KEY_52: null, ONLY_GERMAN: 'x' })).percentage).toBe(10)
  })

  it('does not count a text that lost or renamed a placeholder', () => {
    const dist = webDist(100)
    const i18n = path.join(dist, 'assets', 'i18n')
    fs.writeFileSync(path.join(i18n, 'en.json'), JSON.stringify({ A: 'Hi {{name}}', B: 'Bye {{name}}', C: 'Plain', D: 'Plain' }))
    fs.writeFileSync(path.join(i18n, 'de.json'), JSON.stringify({ A: 'Hallo {{name}}', B: 'Tschüss {{nom}}', C: 'Schlicht', D: 'Schlicht {{x}}' }))
    expect(german(dist).percentage).toBe(50)
  })

  it('covers an English singular with the one plural text of a language that has no singular', () => {
    const dist = webDist(100)
    const i18n = path.join(dist, 'assets', 'i18n')
    fs.writeFileSync(path.join(i18n, 'en.json'), JSON.stringify({ DAYS_one: '{{count}} day', DAYS_other: '{{count}} days' }))
    fs.writeFileSync(path.join(i18n, 'ja.json'), JSON.stringify({ DAYS_other: '{{count}} 日' }))
    fs.writeFileSync(path.join(i18n, 'de.json'), JSON.stringify({ DAYS_other: '{{count}} Tage' }))
    const list = languageList(dist)
    expect(list.find(l => l.key === 'ja')?.percentage).toBe(100)
    expect(german(dist).percentage).toBe(50)
  })

  it('lets a singular form spell out its count, but not the general form', () => {
    const dist = webDist(100)
    const i18n = path.join(dist, 'assets', 'i18n')
    fs.writeFileSync(path.join(i18n, 'en.json'), JSON.stringify({ DAYS_one: '{{count}} day', DAYS_other: '{{count}} days' }))
    fs.writeFileSync(path.join(i18n, 'de.json'), JSON.stringify({ DAYS_one: 'ein Tag', DAYS_other: 'Tage' }))
    expect(german(dist).percentage).toBe(50)
  })

  it('counts the content texts with the UI texts: a file each folder, English where a language has none', () => {
    const dist = webDist(100)
    const privacy = path.join(dist, 'assets', 'i18n', 'privacy')
    fs.mkdirSync(privacy)
    fs.writeFileSync(path.join(privacy, 'en.json'), JSON.stringify(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`P_${i}`, 'text']))))
    expect(german(dist).percentage).toBe(50)
    fs.writeFileSync(path.join(privacy, 'de.json'), JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`P_${i}`, 'Text']))))
    expect(german(dist).percentage).toBe(75)
  })


  it('finds every shipped translation complete, the privacy policy and the tutorials included', () => {
    const list = languageList(path.join(os.tmpdir(), 'no-such-build'))
    expect(list.filter(l => l.percentage !== 100).map(l => l.key)).toEqual([])
  })

  it('counts a missing or broken translation file as nothing translated', () => {
    const dist = webDist(100)
    fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'de.json'), '{ not json')
    expect(german(dist)).toMatchObject({ percentage: 0, gauge: 'empty' })
    fs.rmSync(path.join(dist, 'assets', 'i18n', 'de.json'))
    expect(german(dist).percentage).toBe(0)
  })

  it('reads the translation sources when the app is not built, or built without its English texts', () => {
    const list = languageList(path.join(os.tmpdir(), 'no-such-build'))
    expect(list[0]).toMatchObject({ key: 'en', percentage: 100 })
    expect(list[1].percentage).toBeGreaterThan(50)
    const unfinished = webDist(0)
    fs.rmSync(path.join(unfinished, 'assets', 'i18n', 'en.json'))
    expect(languageList(unfinished)).toEqual(list)
  })

  it('answers 0 % rather than dividing by zero when English has no texts', () => {
    const dist = webDist(0)
    fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'en.json'), '{}')
    expect(new Set(languageList(dist).map(l => l.percentage))).toEqual(new Set([0]))
  })
})
