import type { ChallengeCatalogue, ChallengeDefinition } from '../challenges/catalogue.js'
import { flagFor } from '../challenges/tracker.js'

/** CTFd points per difficulty ★1…★6: steeper at the top, where challenges take hours rather than minutes. */
export const POINTS_BY_DIFFICULTY: readonly number[] = Object.freeze([100, 250, 450, 700, 1000, 1350])

/**
 * The columns of CTFd's challenge CSV import (Admin Panel → Config → Backup → Import CSV, type
 * "Challenges"). Every other column goes straight into the challenge; `flags`, `tags` and `hints`
 * are comma-separated lists, and each flag becomes a static flag.
 */
export const CTFD_COLUMNS = ['name', 'category', 'description', 'value', 'type', 'state', 'max_attempts', 'flags', 'tags', 'hints'] as const

export type CtfdRow = Record<(typeof CTFD_COLUMNS)[number], string>

/**
 * CTFd splits list columns at every comma, so a comma inside one hint would cut it in two. A low
 * quotation mark (U+201A) looks the same to a reader and survives the split.
 */
const listItem = (text: string): string => text.replace(/,/g, '\u201A').replace(/\s+/g, ' ').trim()
const list = (items: readonly string[]): string => items.map(listItem).join(',')

/**
 * CTFd has no curriculum columns; tags are what its board shows and filters by, so the mapping
 * travels as tags in the notation trainers search for (CWE-89, A03:2021, API1:2023).
 */
export function curriculumTags (challenge: ChallengeDefinition): string[] {
  return [
    ...challenge.cwe.map(id => `CWE-${id}`),
    `${challenge.owaspTop10}:2021`,
    ...(challenge.owaspApiTop10 === undefined ? [] : [`${challenge.owaspApiTop10}:2023`])
  ]
}

export function ctfdRow (challenge: ChallengeDefinition, flagKey: string): CtfdRow {
  return {
    name: challenge.name,
    category: challenge.category,
    // CTFd renders descriptions as Markdown, which lets the catalogue's HTML through.
    description: challenge.description,
    value: String(POINTS_BY_DIFFICULTY[challenge.difficulty - 1]),
    type: 'standard',
    state: 'visible',
    max_attempts: '0',
    flags: flagFor(flagKey, challenge.name),
    tags: list([...challenge.tags, ...curriculumTags(challenge)]),
    hints: list(challenge.hints)
  }
}

export function ctfdRows (catalogue: ChallengeCatalogue, flagKey: string): CtfdRow[] {
  return catalogue.all.map(challenge => ctfdRow(challenge, flagKey))
}

/** RFC 4180: quote a field when it holds a quote, comma or line break; double inner quotes. */
function csvField (value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** A header line plus one line per row, CRLF-terminated, without a byte-order mark (it would rename the first column). */
export function toCsv (rows: readonly CtfdRow[]): string {
  const lines = [CTFD_COLUMNS.join(','), ...rows.map(row => CTFD_COLUMNS.map(column => csvField(row[column])).join(','))]
  return lines.map(line => `${line}\r\n`).join('')
}
