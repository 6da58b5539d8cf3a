import { describe, expect, it } from 'vitest'
import catalogue from '@data/challenges.yml?raw'
import english from '../../public/assets/i18n/en.json'
import type { TFunction } from 'i18next'
import german from '../../public/assets/i18n/de.json'
import { categoryKey, categoryLabel, tagLabel } from './challenge-category'

describe('challenge categories', () => {
  it('have a UI text for every category of the catalogue (the language files follow English)', () => {
    const categories = new Set([...catalogue.matchAll(/^ {2}category: (.+)$/gm)].map(m => m[1].trim()))
    expect(categories.size).toBeGreaterThan(10)
    const texts: Record<string, string> = english
    expect([...categories].filter(category => texts[categoryKey(category)] !== category)).toEqual([])
  })

  it('name a key from the English name', () => {
    expect(categoryKey('Security through Obscurity')).toBe('CATEGORY_SECURITY_THROUGH_OBSCURITY')
    expect(categoryKey('XSS')).toBe('CATEGORY_XSS')
    expect(categoryKey(' Broken   Access-Control! ')).toBe('CATEGORY_BROKEN_ACCESS_CONTROL')
    expect(categoryKey('Miscellaneous 2')).toBe('CATEGORY_MISCELLANEOUS_2')
  })

  it('are named in the reader\'s language, or as the server sent them', () => {
    const t = ((key: string, options: { defaultValue: string }) => (german as Record<string, string>)[key] ?? options.defaultValue) as unknown as TFunction
    expect(categoryLabel(t, 'Sensitive Data Exposure')).toBe((german as Record<string, string>).CATEGORY_SENSITIVE_DATA_EXPOSURE)
    expect(categoryLabel(t, 'Sensitive Data Exposure')).not.toBe('Sensitive Data Exposure')
    expect(categoryLabel(t, 'Brand-new Category')).toBe('Brand-new Category')
  })

  it('have a UI text for every tag of the catalogue, which the reader\'s language translates', () => {
    const tags = new Set([...catalogue.matchAll(/^ {2}tags: \[(.*)\]$/gm)].flatMap(m => m[1].split(',')).map(tag => tag.trim()).filter(tag => tag !== ''))
    expect(tags.size).toBeGreaterThan(8)
    const lookUp = (texts: Record<string, string>) => ((key: string, options: { defaultValue: string }) => texts[key] ?? options.defaultValue) as unknown as TFunction
    expect([...tags].filter(tag => tagLabel(lookUp(english), tag) !== tag)).toEqual([])
    expect(tagLabel(lookUp(german), 'Good for Demos')).toBe('Gut für Vorführungen')
    expect(tagLabel(lookUp(german), 'A tag nobody translated')).toBe('A tag nobody translated')
  })
})
