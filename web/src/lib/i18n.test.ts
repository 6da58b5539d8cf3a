import { describe, expect, it } from 'vitest'
import de from '../../public/assets/i18n/de.json'
import en from '../../public/assets/i18n/en.json'
import eo from '../../public/assets/i18n/eo.json'

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(m => m[1]).sort()

describe('translation files', () => {
  it('de.json has exactly the keys of en.json', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
  })

  // The unlisted Esperanto file is a challenge fixture that promises a complete translation.
  it('eo.json has exactly the keys of en.json', () => {
    expect(Object.keys(eo).sort()).toEqual(Object.keys(en).sort())
  })

  it('every German text keeps the placeholders of its English original', () => {
    const german = de as Record<string, string>
    for (const [key, text] of Object.entries(en as Record<string, string>)) {
      expect({ key, placeholders: placeholders(german[key] ?? '') }).toEqual({ key, placeholders: placeholders(text) })
    }
  })

  it('has no empty texts', () => {
    for (const file of [en, de] as Array<Record<string, string>>) {
      for (const [key, text] of Object.entries(file)) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
    }
  })
})
