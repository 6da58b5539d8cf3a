import { describe, expect, it } from 'vitest'
import { countryDisplay, flagEmoji, needsCountryMapping } from './country-display'

describe('countryDisplay', () => {
  it('maps each configured value to the parts shown', () => {
    expect(countryDisplay('none')).toEqual({ flag: false, name: false })
    expect(countryDisplay('flag')).toEqual({ flag: true, name: false })
    expect(countryDisplay('name')).toEqual({ flag: false, name: true })
    expect(countryDisplay('both')).toEqual({ flag: true, name: true })
  })

  it('treats a missing or unknown setting as none', () => {
    for (const setting of [undefined, null, '', 'BOTH', 'toString', 42]) {
      expect(countryDisplay(setting)).toEqual({ flag: false, name: false })
    }
  })

  it('takes only a string, not a value that merely reads as a known one', () => {
    const readsAsBoth = { toString: () => 'both' }
    for (const setting of [['both'], ['flag'], readsAsBoth]) {
      expect(countryDisplay(setting)).toEqual({ flag: false, name: false })
    }
  })

  it('asks for the country mapping only when something of it is shown', () => {
    expect(needsCountryMapping(countryDisplay('none'))).toBe(false)
    expect(needsCountryMapping(countryDisplay('flag'))).toBe(true)
    expect(needsCountryMapping(countryDisplay('name'))).toBe(true)
    expect(needsCountryMapping(countryDisplay('both'))).toBe(true)
  })
})

describe('flagEmoji', () => {
  it('builds the flag from the two regional indicator letters', () => {
    expect(flagEmoji('DE')).toBe('\u{1F1E9}\u{1F1EA}')
    expect(flagEmoji('jp')).toBe('\u{1F1EF}\u{1F1F5}')
  })

  it('gives nothing for codes that are not two letters', () => {
    for (const code of ['', 'D', 'DEU', '12', 'D1', 'ÄÖ']) expect(flagEmoji(code)).toBe('')
  })
})
