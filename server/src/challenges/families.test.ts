import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { familyHarness } from '../test-support/family-harness.js'
import { loadCatalogue } from './catalogue.js'
import { challengeFamilies } from './families.js'

// Registration runs when a shop is built, which family tests do once per file; here it runs inside
// a test, so a family that stops wiring its detectors, or wires them to a key or rule that cannot
// match, fails at once instead of only when a player's exploit goes unnoticed.
const catalogue = loadCatalogue()

describe('challenge families', () => {
  it.each(challengeFamilies.map(family => [family.name, family] as const))('%s wires at least one detector when a shop registers it', (_name, family) => {
    expect(familyHarness(family).wiring.hooks).toBeGreaterThan(0)
  })

  it('names every family after its own module, which its solutions and fixes files share', () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'families')
    const modules = fs.readdirSync(folder).filter(name => /^[a-z0-9-]+\.ts$/.test(name)).map(name => name.slice(0, -3))
    expect(challengeFamilies.map(family => family.name).sort()).toEqual(modules.sort())
  })

  it('ties every client report and content rule to a catalogue key, with something to match', () => {
    const wirings = challengeFamilies.map(family => familyHarness(family).wiring)
    const reports = wirings.flatMap(wiring => wiring.clientReports)
    const rules = wirings.flatMap(wiring => wiring.rules)
    expect(reports.length).toBeGreaterThan(0)
    expect(rules.length).toBeGreaterThan(0)
    for (const { event, key } of reports) {
      expect(catalogue.byKey.has(key), key).toBe(true)
      // The web app emits these names; each is a verify… event named after its challenge area.
      expect(event).toMatch(/^verify[A-Z][A-Za-z]+Challenge$/)
    }
    for (const rule of rules) {
      expect(catalogue.byKey.has(rule.key), rule.key).toBe(true)
      expect(rule.allOf.length, rule.key).toBeGreaterThan(0)
      for (const phrase of rule.allOf) expect(phrase.trim().length, rule.key).toBeGreaterThanOrEqual(3)
      if (rule.sources !== undefined) {
        expect(rule.sources.length, rule.key).toBeGreaterThan(0)
        for (const source of rule.sources) expect(['feedback', 'complaint', 'chatbot']).toContain(source)
      }
    }
  })
})
