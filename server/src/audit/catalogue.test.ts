import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../challenges/catalogue.js'
import { loadCodingLibrary } from '../challenges/snippets/library.js'
import { projectRoot } from '../paths.js'
import { catalogueFacts } from '../test-support/exploits/journey.js'
import { exploits } from '../test-support/exploits/index.js'
import { createTestShop } from '../test-support/test-shop.js'

// The audit of the whole catalogue: data/challenges.yml is held to the binding catalogue's facts, and
// every entry must be planted, tested, coded and taught as its row says.
const facts = catalogueFacts()
const records = loadCatalogue()
const bindingCatalogue = path.resolve(projectRoot, '..', 'shared', 'catalogue.md')

describe('the catalogue facts', () => {
  it.skipIf(!fs.existsSync(bindingCatalogue))('are extracted from the binding catalogue as it reads today', () => {
    // Throws (exit 1) when data/catalogue.yml is stale.
    execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'catalogue-index.mjs'), '--check'], { stdio: 'pipe' })
  })

  it('name 117 distinct entries', () => {
    expect(new Set(facts.map(fact => fact.key)).size).toBe(117)
  })
})

describe('data/challenges.yml', () => {
  it('holds every catalogue key and no other', () => {
    expect(records.all.map(c => c.key).sort()).toEqual(facts.map(fact => fact.key).sort())
  })

  it.each(facts)('$key has the catalogue\'s name, category, difficulty, tutorial and coding challenge', fact => {
    const record = records.byKey.get(fact.key)!
    expect(record, `${fact.key} is not planted`).toBeDefined()
    expect({ name: record.name, category: record.category, difficulty: record.difficulty })
      .toEqual({ name: fact.name, category: fact.category, difficulty: fact.difficulty })
    expect(record.tutorial?.order ?? null).toBe(fact.tutorialOrder)
    expect(record.hasSnippet).toBe(fact.snippet)
  })
})

describe('coding challenges', () => {
  const library = loadCodingLibrary(projectRoot)
  it.each(facts.filter(fact => fact.snippet))('$key has exactly one correct fix and an explanation on every fix', fact => {
    const fixes = library.get(fact.key)?.fixes ?? []
    expect(fixes.length).toBeGreaterThanOrEqual(3)
    expect(fixes.filter(fix => fix.correct === true)).toHaveLength(1)
    for (const fix of fixes) expect(fix.explanation.trim().length, `an explanation of a ${fact.key} fix`).toBeGreaterThan(20)
  })
})

describe('tutorials', () => {
  const scripts = fs.readdirSync(path.join(projectRoot, 'web', 'src', 'features', 'hacking-instructor', 'scripts'))
    .map(file => fs.readFileSync(path.join(projectRoot, 'web', 'src', 'features', 'hacking-instructor', 'scripts', file), 'utf8'))
    .join('\n')
  it.each(facts.filter(fact => fact.tutorialOrder !== null))('$key has a hacking-instructor script', fact => {
    expect(scripts).toContain(`key: '${fact.key}'`)
  })
})

describe('exploit tests', () => {
  const testFiles = fs.readdirSync(path.join(projectRoot, 'server', 'src'), { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.test.ts') && !file.startsWith('audit'))
    .map(file => fs.readFileSync(path.join(projectRoot, 'server', 'src', file), 'utf8'))
  it.each(facts)('$key has an exploit test that names it and asserts it solved, and a journey exploit', fact => {
    // Either the key itself in the assertion, or a table of keys whose test asserts each one solved.
    const assertsSolved = new RegExp(`solved\\(\\s*'${fact.key}'\\s*\\)[^;]*\\.toBe\\(true\\)`)
    const tableSolved = /solved\(\s*key\s*\)\)\.toBe\(true\)/
    const named = (text: string): boolean => assertsSolved.test(text) || (text.includes(`['${fact.key}',`) && tableSolved.test(text))
    expect(testFiles.some(named), `no test asserts ${fact.key} solved`).toBe(true)
    expect(exploits[fact.key], `no journey exploit for ${fact.key}`).toBeTypeOf('function')
  })
})

describe('the score board of a fresh shop', () => {
  const t = createTestShop()
  it('lists every entry, none solved and none disabled in this environment', async () => {
    // The listing is answered before its own detector marks the score board found.
    const challenges = (await t.api.get('/api/Challenges/')).body.data as Array<{ key: string, solved: boolean, disabledEnv: unknown }>
    expect(challenges).toHaveLength(117)
    expect(challenges.filter(c => c.solved).map(c => c.key)).toEqual([])
    expect(challenges.filter(c => c.disabledEnv !== null).map(c => c.key)).toEqual([])
  })
})
