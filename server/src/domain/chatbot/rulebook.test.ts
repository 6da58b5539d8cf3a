import { describe, expect, it } from 'vitest'
import { RULEBOOK, rulebookDump } from './rulebook.js'

describe('rulebookDump', () => {
  // Printed inside each test: the mutation run switches its mutant on per test, not while the file is collected.
  const lines = (): string[] => rulebookDump().split('\n')

  it('prints one line per rule', () => {
    expect(lines()).toHaveLength(RULEBOOK.length)
  })

  it.each([
    ['a customer rule', 'thanks', '[thanks] Accept thanks. Triggers: "thank you", "thanks", "cheers"'],
    ['a staff-only rule', 'goodwillCredit', '[goodwillCredit] (staff only) Grant a goodwill credit to an unhappy customer. Triggers: "goodwill credit", "grant goodwill", "issue goodwill credit"'],
    ['the maintainers’ rule', 'showRulebook', '[showRulebook] (maintainers) Print every rule with its phrases (maintainers). Triggers: "show rulebook", "print rulebook", "dump rules"']
  ])('marks %s', (_name, id, line) => {
    expect(lines()[RULEBOOK.findIndex(rule => rule.id === id)]).toBe(line)
  })
})
