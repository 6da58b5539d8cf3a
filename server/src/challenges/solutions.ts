import fs from 'node:fs'
import path from 'node:path'
import type { Solution as SolutionAnswer, SolutionSummary } from '@shop/contract'
import { z } from 'zod'
import { readYamlFile } from '../yaml-files.js'
import type { ChallengeCatalogue } from './catalogue.js'
import { curriculumFiles, loadCurriculumLists, type CurriculumLists } from './curriculum.js'
import { familiesFolder } from './snippets/library.js'

/*
 * Trainer solutions, kept as data beside the challenge family that detects them
 * (`families/<family>.solutions.yml`). Format and rules: docs/architecture.md, "Solutions".
 * solutions.test.ts replays every challenge's exploit and checks the `requests` listed here against
 * what the exploit really sent, so a solution cannot drift from a working attack.
 */

const text = z.string().trim().min(1, 'must not be empty')

const solutionRequest = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'SOCKET']),
  // For SOCKET, the socket.io event name the page emits. A `:name` segment stands for an id the exploit computes.
  path: z.string().regex(/^(\/|[a-zA-Z])[^?#\s]*$/, 'a path without query string (or, for SOCKET, the event name)'),
  query: z.record(z.string(), z.unknown()).optional(),
  body: z.unknown().optional(),
  // The page's HTML form sends the body form-encoded (or as multipart, for file uploads), not as JSON.
  form: z.enum(['urlencoded', 'multipart']).optional(),
  as: z.string().min(1).optional(),
  note: text.optional()
}).strict().refine(r => (r.method === 'SOCKET') !== r.path.startsWith('/'), {
  message: 'an HTTP request needs a path starting with /, a SOCKET entry the event name',
  path: ['path']
})

const solution = z.object({
  notice: text,
  steps: z.array(text).min(1, 'needs at least one step'),
  requests: z.array(solutionRequest),
  why: text,
  detection: text,
  fix: text
}).strict()

// Entries are checked one by one, so that one broken entry does not hide the problems of the others.
const solutionsFile = z.record(z.string().regex(/^[a-zA-Z0-9]+Challenge$/, 'keys are challenge keys'), z.unknown())

export type SolutionRequest = z.infer<typeof solutionRequest>
export type SolutionText = z.infer<typeof solution>
export interface Solution extends SolutionText {
  key: string
  /** The family file it was read from, e.g. `chatbot` for `families/chatbot.solutions.yml`. */
  family: string
}

export const SOLUTIONS_SUFFIX = '.solutions.yml'

/** The prose fields, where CWE and OWASP ids are checked against the shipped lists. */
function proseOf (entry: SolutionText): Array<[string, string]> {
  return [
    ['notice', entry.notice],
    ...entry.steps.map((step, i): [string, string] => [`steps.${i}`, step]),
    ...entry.requests.flatMap((r, i): Array<[string, string]> => r.note === undefined ? [] : [[`requests.${i}.note`, r.note]]),
    ['why', entry.why],
    ['detection', entry.detection],
    ['fix', entry.fix]
  ]
}

function unknownIds (prose: string, lists: CurriculumLists): string[] {
  const problems: string[] = []
  for (const [, id] of prose.matchAll(/\bCWE-(\d+)\b/g)) {
    if (!lists.cwe.has(id)) problems.push(`CWE-${id} is not in data/${curriculumFiles.cwe}`)
  }
  for (const [id] of prose.matchAll(/\bA\d\d\b/g)) {
    if (!lists.owaspTop10.has(id)) problems.push(`${id} is not in data/${curriculumFiles.owaspTop10}`)
  }
  for (const [id] of prose.matchAll(/\bAPI\d+\b/g)) {
    if (!lists.owaspApiTop10.has(id)) problems.push(`${id} is not in data/${curriculumFiles.owaspApiTop10}`)
  }
  return problems
}

/**
 * Reads every solutions file of the families folder. Throws one error listing every problem, each
 * with its file and field: a malformed or empty field, an unknown challenge key, a key solved in two
 * files, or a CWE / OWASP id the curriculum lists do not know. A challenge without a solution is not
 * an error here (see `missingSolutions`), so a shop runs while solutions are still being written.
 */
export function loadSolutions (folder: string, catalogue: ChallengeCatalogue, lists: CurriculumLists = loadCurriculumLists()): ReadonlyMap<string, Solution> {
  const all = new Map<string, Solution>()
  const problems: string[] = []
  const files = fs.readdirSync(folder).filter(name => name.endsWith(SOLUTIONS_SUFFIX)).sort()
  for (const name of files) {
    const file = path.join(folder, name)
    const family = name.slice(0, -SOLUTIONS_SUFFIX.length)
    let content: unknown
    try {
      content = readYamlFile(file)
    } catch (error) {
      problems.push(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`)
      continue
    }
    const result = solutionsFile.safeParse(content ?? {})
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      continue
    }
    for (const [key, raw] of Object.entries(result.data)) {
      if (!catalogue.byKey.has(key)) problems.push(`${file}: ${key}: no such challenge in data/challenges.yml`)
      const first = all.get(key)
      if (first !== undefined) problems.push(`${file}: ${key}: already solved in families/${first.family}${SOLUTIONS_SUFFIX}`)
      const parsed = solution.safeParse(raw)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${file}: ${[key, ...issue.path].join('.')}: ${issue.message}`)
        continue
      }
      for (const [field, prose] of proseOf(parsed.data)) {
        for (const problem of unknownIds(prose, lists)) problems.push(`${file}: ${key}.${field}: ${problem}`)
      }
      if (first === undefined) all.set(key, Object.freeze({ key, family, ...parsed.data }))
    }
  }
  if (problems.length > 0) throw new Error(`Invalid trainer solutions:\n${problems.map(p => `  - ${p}`).join('\n')}`)
  return all
}

/** Catalogue keys without a solution, in catalogue order. */
export function missingSolutions (catalogue: ChallengeCatalogue, solutions: ReadonlyMap<string, Solution>): string[] {
  return catalogue.all.map(c => c.key).filter(key => !solutions.has(key))
}

/** A solution as the shop serves it to trainers: the solution's text, then the challenge's facts. */
export type SolutionView = SolutionAnswer
export type { SolutionSummary }

export interface SolutionLibrary {
  /** The solved challenges, by category and then difficulty and name. */
  list: () => SolutionSummary[]
  get: (key: string) => SolutionView | undefined
}

const MULTIPART_BOUNDARY = '----form'

/** The body as the page sends it: JSON, a form-encoded line, or one multipart part per field. */
function bodyLines (request: SolutionRequest): string[] {
  const fields = (): Array<[string, string]> => Object.entries(request.body ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])
  if (request.form === 'urlencoded') {
    return ['Content-Type: application/x-www-form-urlencoded', ...(request.body === undefined ? [] : ['', new URLSearchParams(fields()).toString()])]
  }
  if (request.form === 'multipart') {
    const parts = fields().flatMap(([name, value]) => [`--${MULTIPART_BOUNDARY}`, `Content-Disposition: form-data; name="${name}"`, '', value])
    return [`Content-Type: multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, ...(parts.length === 0 ? [] : ['', ...parts, `--${MULTIPART_BOUNDARY}--`])]
  }
  return request.body === undefined ? [] : ['Content-Type: application/json', '', JSON.stringify(request.body, null, 2)]
}

/** A request as a reader types it: the request line (with its query), then the body as its encoding sends it; a socket event as the page's call. */
export function requestText (request: SolutionRequest): string {
  if (request.method === 'SOCKET') {
    return `socket.emit(${JSON.stringify(request.path)}${request.body === undefined ? '' : `, ${JSON.stringify(request.body, null, 2)}`})`
  }
  const query = request.query === undefined
    ? ''
    : `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`
  return [`${request.method} ${request.path}${query}`, ...bodyLines(request)].join('\n')
}

/**
 * The solutions of this project, read on first use (never at server start: cold start must not grow)
 * and shared read-only by all shops.
 */
export function lazySolutions (projectRoot: string, catalogue: ChallengeCatalogue): SolutionLibrary {
  let views: Map<string, SolutionView> | undefined
  const loaded = (): Map<string, SolutionView> => (views ??= new Map(catalogue.all
    .flatMap(challenge => {
      const solution = loadedSolutions().get(challenge.key)
      if (solution === undefined) return []
      const { family: _family, ...text } = solution
      const view: SolutionView = {
        ...text,
        name: challenge.name,
        category: challenge.category,
        difficulty: challenge.difficulty,
        cwe: [...challenge.cwe],
        owaspTop10: challenge.owaspTop10,
        ...(challenge.owaspApiTop10 === undefined ? {} : { owaspApiTop10: challenge.owaspApiTop10 }),
        requests: solution.requests.map(r => ({ ...r, text: requestText(r) }))
      }
      return [[challenge.key, Object.freeze(view)] as const]
    })
    .sort(([, a], [, b]) => a.category.localeCompare(b.category) || a.difficulty - b.difficulty || a.name.localeCompare(b.name))))
  let solutions: ReadonlyMap<string, Solution> | undefined
  const loadedSolutions = (): ReadonlyMap<string, Solution> => (solutions ??= loadSolutions(familiesFolder(projectRoot), catalogue))
  return {
    list: () => [...loaded().values()].map(({ key, name, category, difficulty, owaspTop10 }) => ({ key, name, category, difficulty, owaspTop10 })),
    get: key => loaded().get(key)
  }
}
