import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseYaml } from '../../yaml-files.js'
import { countriesFor, countryMappingYaml, loadCountryMapping } from './country-mapping.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'countries-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })
const file = (name: string, text: string): string => { const f = path.join(folder, name); fs.writeFileSync(f, text); return f }

describe('country mapping', () => {
  it('reads the shipped file', () => {
    expect(loadCountryMapping().scoreBoardChallenge).toEqual({ code: 'NZ', name: 'New Zealand' })
  })

  it.each([
    ['a lower-case code', 'aChallenge: { code: nz, name: New Zealand }'],
    ['a three-letter code', 'aChallenge: { code: NZL, name: New Zealand }'],
    ['a code with more around it', 'aChallenge: { code: xNZx, name: New Zealand }'],
    ['an empty name', "aChallenge: { code: NZ, name: '' }"],
    ['a key that is no challenge key', 'scoreBoard: { code: NZ, name: New Zealand }'],
    ['a key with more after it', 'aChallengeX: { code: NZ, name: New Zealand }'],
    ['a key with more before it', "'-aChallenge': { code: NZ, name: New Zealand }"]
  ])('refuses %s', (_what, text) => {
    expect(() => loadCountryMapping(file('bad.yml', text))).toThrow()
  })

  // Whoever edits the file learns from the refusal what a code has to look like.
  it('names the rule a bad country code breaks', () => {
    expect(() => loadCountryMapping(file('lower.yml', 'aChallenge: { code: nz, name: New Zealand }'))).toThrow('ISO 3166-1 alpha-2 code in capitals')
  })

  it('keeps only the challenges a shop has', () => {
    const mapping = { aChallenge: { code: 'NZ', name: 'New Zealand' }, bChallenge: { code: 'IS', name: 'Iceland' } }
    // Strict: a challenge without a country gets no entry at all, not an empty one.
    expect(countriesFor(mapping, ['bChallenge', 'cChallenge'])).toStrictEqual({ bChallenge: { code: 'IS', name: 'Iceland' } })
  })

  it('writes the ctf.countryMapping tree with name before code', () => {
    const yaml = countryMappingYaml({ aChallenge: { code: 'NZ', name: 'New Zealand' } })
    expect(parseYaml(yaml)).toEqual({ ctf: { countryMapping: { aChallenge: { name: 'New Zealand', code: 'NZ' } } } })
    expect(yaml.indexOf('name:')).toBeLessThan(yaml.indexOf('code:'))
  })
})
