import type { ChallengeCatalogue, ChallengeDefinition } from './catalogue.js'
import type { CurriculumLists } from './curriculum.js'
import { requestText, type Solution, type SolutionRequest } from './solutions.js'

/*
 * The trainer solutions as readable documents (`docs/solutions/`): a table of contents and one page
 * per category. `npm run solutions:docs` writes them; solution-docs.test.ts fails when the committed
 * pages differ from what this renders, so the documents never drift from the solution data.
 */

export const SOLUTION_DOCS_FOLDER = 'docs/solutions'
const NOTICE = '<!-- Written by `npm run solutions:docs` from server/src/challenges/families/*.solutions.yml. Do not edit by hand. -->'

export const categorySlug = (category: string): string =>
  category.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

const stars = (difficulty: number): string => '★'.repeat(difficulty) + '☆'.repeat(6 - difficulty)

const anchorOf = (name: string): string =>
  name.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-')

function curriculumLine (challenge: ChallengeDefinition, lists: CurriculumLists): string {
  const cwe = challenge.cwe.map(id => `CWE-${id} ${lists.cwe.get(String(id))?.name ?? ''}`.trim())
  const top10 = `${challenge.owaspTop10} ${lists.owaspTop10.get(challenge.owaspTop10)?.name ?? ''}`.trim()
  const api = challenge.owaspApiTop10 === undefined ? [] : [`${challenge.owaspApiTop10} ${lists.owaspApiTop10.get(challenge.owaspApiTop10)?.name ?? ''}`.trim()]
  return [...cwe, `OWASP Top 10 2021: ${top10}`, ...api.map(a => `API Security Top 10 2023: ${a}`)].join(' · ')
}

/** One request as a fenced block: HTTP, or for a socket event the call the page makes. */
export function requestBlock (request: SolutionRequest): string {
  const who = request.as === undefined ? [] : [`${request.method === 'SOCKET' ? '//' : '#'} as ${request.as}`]
  return [request.method === 'SOCKET' ? '```js' : '```http', ...who, requestText(request), '```'].join('\n')
}

function challengeSection (challenge: ChallengeDefinition, solution: Solution, lists: CurriculumLists): string {
  const requests = solution.requests.length === 0
    ? ['No request of its own (see the steps).']
    : solution.requests.map(r => r.note === undefined ? requestBlock(r) : `${requestBlock(r)}\n\n${r.note}`)
  return [
    `## ${challenge.name}`,
    `\`${challenge.key}\` · difficulty ${challenge.difficulty} ${stars(challenge.difficulty)} · ${curriculumLine(challenge, lists)}`,
    `**What to notice.** ${solution.notice}`,
    '**Steps.**',
    solution.steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
    '**Requests.**',
    ...requests,
    `**Why it works.** ${solution.why}`,
    `**How the score board notices.** ${solution.detection}`,
    `**How it is fixed.** ${solution.fix}`
  ].join('\n\n')
}

/** Challenges with a solution, by category (alphabetical), each by difficulty and then name. */
function byCategory (catalogue: ChallengeCatalogue, solutions: ReadonlyMap<string, Solution>): Map<string, ChallengeDefinition[]> {
  const groups = new Map<string, ChallengeDefinition[]>()
  const solved = catalogue.all.filter(c => solutions.has(c.key))
    .sort((a, b) => a.category.localeCompare(b.category) || a.difficulty - b.difficulty || a.name.localeCompare(b.name))
  for (const challenge of solved) groups.set(challenge.category, [...groups.get(challenge.category) ?? [], challenge])
  return groups
}

/** Every document of `docs/solutions/`, by file name, exactly as it should be committed. */
export function renderSolutionDocs (catalogue: ChallengeCatalogue, solutions: ReadonlyMap<string, Solution>, lists: CurriculumLists): Map<string, string> {
  const docs = new Map<string, string>()
  const groups = byCategory(catalogue, solutions)
  const missing = catalogue.all.length - solutions.size
  const contents = [
    NOTICE,
    '# Trainer solutions',
    'For trainers only: how each challenge of the shop is solved, why it works, how the score board notices and how it is fixed. ' +
      'Every request shown here is checked against the exploit test that solves the challenge (`server/src/challenges/solutions.test.ts`).',
    ...(missing > 0 ? [`${missing} of ${catalogue.all.length} challenges have no solution yet.`] : []),
    ...[...groups].map(([category, challenges]) => [
      `## [${category}](${categorySlug(category)}.md)`,
      '| Challenge | Difficulty | Top 10 |',
      '| --- | --- | --- |',
      ...challenges.map(c => `| [${c.name}](${categorySlug(category)}.md#${anchorOf(c.name)}) | ${c.difficulty} | ${c.owaspTop10} |`)
    ].join('\n'))
  ]
  docs.set('README.md', contents.join('\n\n') + '\n')
  for (const [category, challenges] of groups) {
    const page = [NOTICE, `# ${category}`, '[All categories](README.md)', ...challenges.map(c => challengeSection(c, solutions.get(c.key) as Solution, lists))]
    docs.set(`${categorySlug(category)}.md`, page.join('\n\n') + '\n')
  }
  return docs
}
