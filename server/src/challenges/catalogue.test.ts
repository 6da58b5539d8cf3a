import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogue.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })

const challenge = (id: number, key: string) => ({ id, key, name: key, category: 'Test', difficulty: 1, description: 'd', hints: ['h'], cwe: [20], owaspTop10: 'A04' })

let files = 0
function load (records: unknown[]) {
  const file = path.join(folder, `challenges-${files++}.yml`)
  fs.writeFileSync(file, yaml.dump(records))
  return { file, load: () => loadCatalogue(file) }
}

describe('loadCatalogue', () => {
  it('indexes the challenges by key, with the defaults filled in', () => {
    const catalogue = load([challenge(1, 'aChallenge'), challenge(2, 'bChallenge')]).load()
    expect(catalogue.all.map(c => c.key)).toEqual(['aChallenge', 'bChallenge'])
    expect(catalogue.byKey.get('bChallenge')).toMatchObject({ id: 2, hasSnippet: false, tags: [], mitigationUrl: null })
  })

  it('takes longer keys, texts and hint lists, any difficulty up to 6 and a tutorial place', () => {
    const full = { ...challenge(1, 'longerNameChallenge'), difficulty: 6, description: 'A longer text', hints: ['one', 'two'], tutorial: { order: 3 } }
    expect(load([full]).load().all).toEqual([expect.objectContaining(full)])
  })

  it.each(['my-aChallenge', 'aChallengeX', 'aChallenge '])('refuses the key %j', key => {
    expect(load([challenge(1, key)]).load).toThrow()
  })

  it.each([
    ['key', [challenge(1, 'aChallenge'), challenge(2, 'aChallenge')], 'aChallenge / 2'],
    ['id', [challenge(1, 'aChallenge'), challenge(1, 'bChallenge')], 'bChallenge / 1']
  ])('refuses a duplicate %s, naming the challenge and the file', (_what, records, named) => {
    const { file, load: loadIt } = load(records)
    expect(loadIt).toThrow(`Duplicate challenge ${named} in ${file}`)
  })
})
