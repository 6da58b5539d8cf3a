import { describe, expect, it } from 'vitest'
import catalogue from '../../../data/challenges.yml?raw'
import english from '../../public/assets/i18n/en.json'
import { categoryKey } from './challenge-category'

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
  })
})
