import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import yaml from 'js-yaml'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { loadFixes } from './fixes.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fixes-test-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })
afterEach(() => { vi.restoreAllMocks() })

let counter = 0
/** A folder of its own holding these YAML files. */
function folderWith (files: Record<string, unknown>): string {
  const dir = path.join(folder, String(counter++))
  fs.mkdirSync(dir)
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), yaml.dump(content))
  return dir
}

/** Loads one fixes file with the given entry for aChallenge, beside any other files given. */
function load (entry: unknown, extraFiles: Record<string, unknown> = {}) {
  return loadFixes(folderWith({ 'a.fixes.yml': { aChallenge: entry }, ...extraFiles }))
}

const fix = (correct = false) => ({ code: 'x()', explanation: 'because', ...(correct ? { correct } : {}) })
const good = { hints: ['look here'], fixes: [fix(true), fix(), fix()] }

describe('loadFixes', () => {
  it('loads a valid entry and ignores files that are not fixes files', () => {
    const loaded = load(good, { 'other.yml': { bChallenge: good } })
    expect([...loaded.keys()]).toEqual(['aChallenge'])
    expect(loaded.get('aChallenge')!.fixes[0].correct).toBe(true)
  })

  it.each([
    ['no correct fix', { ...good, fixes: [fix(), fix(), fix()] }, /exactly one fix must be marked correct/],
    ['two correct fixes', { ...good, fixes: [fix(true), fix(true), fix()] }, /exactly one fix/],
    ['too few fixes', { ...good, fixes: [fix(true), fix()] }, /fixes/],
    ['too many fixes', { ...good, fixes: [fix(true), fix(), fix(), fix(), fix()] }, /fixes/],
    ['a fix without explanation', { ...good, fixes: [fix(true), fix(), { code: 'y()' }] }, /fixes\.2\.explanation/],
    ['no hints', { ...good, hints: [] }, /hints/],
    ['four hints', { ...good, hints: ['a', 'b', 'c', 'd'] }, /hints/],
    ['an unknown field', { ...good, solution: 1 }, /solution/]
  ])('refuses %s, naming the file', (_name, entry, message) => {
    expect(() => load(entry)).toThrow(message)
    expect(() => load(entry)).toThrow(/a\.fixes\.yml/)
  })

  it('refuses a key that appears in two files', () => {
    expect(() => load(good, { 'b.fixes.yml': { aChallenge: good } })).toThrow(/more than one file \(second: .*b\.fixes\.yml\)$/)
  })

  it('reads an empty fixes file as no entries', () => {
    const dir = folderWith({ 'a.fixes.yml': { aChallenge: good } })
    fs.writeFileSync(path.join(dir, 'empty.fixes.yml'), '')
    expect([...loadFixes(dir).keys()]).toEqual(['aChallenge'])
  })

  it('lists every problem of a file on a line of its own', () => {
    expect(() => load({ hints: [], fixes: [fix(true), fix(), { code: 'y()' }] }))
      .toThrow(/:\n {2}- aChallenge\.hints: .+\n {2}- aChallenge\.fixes\.2\.explanation: /)
  })

  it('names the root when the file is not a map of challenge keys', () => {
    expect(() => loadFixes(folderWith({ 'a.fixes.yml': ['aChallenge'] }))).toThrow(/a\.fixes\.yml:\n {2}- \(root\): /)
  })
  it('reads the files in name order whatever order the folder lists them in', () => {
    const dir = folderWith({ 'a.fixes.yml': { aChallenge: good }, 'b.fixes.yml': { bChallenge: good, aChallenge: good } })
    const listing = fs.readdirSync(dir)
    vi.spyOn(fs, 'readdirSync').mockReturnValue([...listing].sort().reverse() as never)
    expect(() => loadFixes(dir)).toThrow(/second: .*b\.fixes\.yml\)$/)
  })
})
