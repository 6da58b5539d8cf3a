import { describe, expect, it } from 'vitest'
import en from '../../public/assets/i18n/en.json'

/*
 * A key written in the code but missing from the language files shows up on screen as the raw key
 * (the walk found LABEL_LAST_LOGIN_IP in the admin's user dialog). Every quoted KEY_LIKE_THIS in the
 * sources must therefore be a key of en.json (plural keys count by their stem); translation.test
 * already holds the other languages to the English keys.
 */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true })
const PLURAL = /_(zero|one|two|few|many|other)$/

describe('translation keys used in the code', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
  })

  it('every quoted key exists in en.json', () => {
    const known = new Set(Object.keys(en).flatMap(key => [key, key.replace(PLURAL, '')]))
    const missing: string[] = []
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g)) {
        if (!known.has(match[1])) missing.push(`${match[1]} in ${file}`)
      }
    }
    expect(missing).toEqual([])
  })
})
