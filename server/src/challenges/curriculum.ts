import path from 'node:path'
import { z } from 'zod'
import { dataFolder } from '../paths.js'
import { readYamlFile, CHECKED_ONCE } from '../yaml-files.js'
import type { ChallengeDefinition } from './catalogue.js'

/*
 * The official lists the catalogue's curriculum fields refer to (data/curriculum/). They are data, not
 * enums in code, so that a trainer can read them and a new CWE is one line in one file.
 */
const entry = z.object({ id: z.union([z.number().int().positive(), z.string().min(1)]), name: z.string().min(1), summary: z.string().min(1) })

export interface CurriculumEntry { id: string, name: string, summary: string }
export interface CurriculumLists {
  cwe: ReadonlyMap<string, CurriculumEntry>
  owaspTop10: ReadonlyMap<string, CurriculumEntry>
  owaspApiTop10: ReadonlyMap<string, CurriculumEntry>
}

export const curriculumFiles = {
  cwe: 'curriculum/cwe.yml',
  owaspTop10: 'curriculum/owasp-top10-2021.yml',
  owaspApiTop10: 'curriculum/owasp-api-top10-2023.yml'
} as const

function loadList (relative: string, folder: string): Map<string, CurriculumEntry> {
  const file = path.join(folder, relative)
  const parsed = z.array(entry).parse(readYamlFile(file), CHECKED_ONCE)
  const byId = new Map<string, CurriculumEntry>()
  for (const item of parsed) {
    const id = String(item.id)
    if (byId.has(id)) throw new Error(`Duplicate id ${id} in ${file}`)
    byId.set(id, { ...item, id })
  }
  return byId
}

export function loadCurriculumLists (folder = dataFolder): CurriculumLists {
  return {
    cwe: loadList(curriculumFiles.cwe, folder),
    owaspTop10: loadList(curriculumFiles.owaspTop10, folder),
    owaspApiTop10: loadList(curriculumFiles.owaspApiTop10, folder)
  }
}

/** Every curriculum id of the catalogue that its list does not know, as "challenge key: field value" messages. */
export function unknownCurriculumIds (challenges: readonly ChallengeDefinition[], lists: CurriculumLists): string[] {
  const problems: string[] = []
  const check = (key: string, field: keyof CurriculumLists, value: string | number | undefined) => {
    if (value !== undefined && !lists[field].has(String(value))) {
      problems.push(`${key}: ${field} ${value} is not in data/${curriculumFiles[field]}`)
    }
  }
  for (const challenge of challenges) {
    for (const cwe of challenge.cwe) check(challenge.key, 'cwe', cwe)
    check(challenge.key, 'owaspTop10', challenge.owaspTop10)
    check(challenge.key, 'owaspApiTop10', challenge.owaspApiTop10)
  }
  return problems
}
