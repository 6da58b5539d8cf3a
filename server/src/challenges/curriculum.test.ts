import { describe, expect, it } from 'vitest'
import { loadCatalogue, type ChallengeDefinition } from './catalogue.js'
import { loadCurriculumLists, unknownCurriculumIds } from './curriculum.js'

const lists = loadCurriculumLists()
const catalogue = loadCatalogue()

describe('curriculum mapping', () => {
  it('ships the ten OWASP Top 10 (2021) and ten API Security Top 10 (2023) categories', () => {
    expect([...lists.owaspTop10.keys()]).toEqual(['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08', 'A09', 'A10'])
    expect([...lists.owaspApiTop10.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => `API${i + 1}`))
    expect(lists.owaspTop10.get('A03')?.name).toBe('Injection')
    expect(lists.cwe.get('89')?.name).toContain('SQL Injection')
  })

  it('maps every challenge only to ids the shipped lists know', () => {
    expect(catalogue.all.length).toBeGreaterThan(100)
    expect(unknownCurriculumIds(catalogue.all, lists)).toEqual([])
  })

  it('uses every listed CWE, so the list holds no stale entries', () => {
    const used = new Set(catalogue.all.flatMap(c => c.cwe.map(String)))
    expect([...lists.cwe.keys()].filter(id => !used.has(id))).toEqual([])
  })

  it('names the challenge and the field of an unknown id', () => {
    const bad = { ...catalogue.byKey.get('loginAdminSqliChallenge')!, cwe: [89, 99999], owaspTop10: 'A10', owaspApiTop10: 'API11' }
    const alsoBad: ChallengeDefinition = { ...catalogue.byKey.get('ssrfChallenge')!, owaspTop10: 'A11' }
    expect(unknownCurriculumIds([bad, alsoBad], lists)).toEqual([
      'loginAdminSqliChallenge: cwe 99999 is not in data/curriculum/cwe.yml',
      'loginAdminSqliChallenge: owaspApiTop10 API11 is not in data/curriculum/owasp-api-top10-2023.yml',
      'ssrfChallenge: owaspTop10 A11 is not in data/curriculum/owasp-top10-2021.yml'
    ])
  })

  it('puts at least one challenge into every Top 10 category', () => {
    const used = new Set(catalogue.all.map(c => c.owaspTop10))
    expect([...lists.owaspTop10.keys()].filter(id => !used.has(id))).toEqual([])
  })
})
