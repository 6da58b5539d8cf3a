import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { loadCatalogue } from './catalogue.js'
import { loadLearningPaths } from './learning-paths.js'

/*
 * The course outlines in docs/teaching/ name challenges, learning paths and solution pages. A
 * renamed challenge, a removed path or a challenge moved to another category must fail here, not in
 * front of a class.
 */
const folder = path.join(projectRoot, 'docs', 'teaching')
const OUTLINES = ['two-hour-workshop.md', 'one-day-course.md', 'three-day-course.md']
const catalogue = loadCatalogue()
const pathIds = new Set(loadLearningPaths(catalogue).map(p => p.id))

/** The solutions pages' names: the category in lower case, every run of other characters a dash. */
const categorySlug = (category: string): string => category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

interface OutlineProblem { file: string, problem: string }

/** Everything an outline names that the shop does not have. */
function outlineProblems (file: string, text: string): OutlineProblem[] {
  const problems: string[] = []
  for (const [, key] of text.matchAll(/`([A-Za-z0-9]+Challenge)`/g)) {
    if (!catalogue.byKey.has(key!)) problems.push(`unknown challenge key ${key}`)
  }
  for (const [, id] of text.matchAll(/Learning path: `([^`]+)`/g)) {
    if (!pathIds.has(id!)) problems.push(`unknown learning path ${id}`)
  }
  for (const [, page, key] of text.matchAll(/\]\(\.\.\/solutions\/([^)#]+)\.md#([^)]+)\)/g)) {
    const challenge = catalogue.byKey.get(key!)
    if (challenge === undefined) problems.push(`solution link to unknown challenge ${key}`)
    else if (categorySlug(challenge.category) !== page) problems.push(`solution link for ${key} goes to ${page}.md, its category's page is ${categorySlug(challenge.category)}.md`)
  }
  return problems.map(problem => ({ file, problem }))
}

describe('course outlines', () => {
  it.each(OUTLINES)('%s names only challenges, paths and solution pages that exist', name => {
    const text = fs.readFileSync(path.join(folder, name), 'utf8')
    expect(outlineProblems(name, text)).toEqual([])
    // Each outline has timed blocks, challenges and solutions to show.
    expect(text).toMatch(/^### .+ — \d+ min$/m)
    expect(text).toMatch(/`[A-Za-z0-9]+Challenge`/)
    expect(text).toContain('](../solutions/')
  })

  it('lists every outline in the index', () => {
    const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8')
    for (const name of OUTLINES) expect(index).toContain(`](${name})`)
  })

  it('catches a stale key, path or solution page', () => {
    const stale = 'Learning path: `no-such-path`\n- `retiredChallenge`\n[x](../solutions/xss.md#loginAdminSqliChallenge) [y](../solutions/injection.md#goneChallenge)'
    expect(outlineProblems('stale.md', stale).map(p => p.problem)).toEqual([
      'unknown challenge key retiredChallenge',
      'unknown learning path no-such-path',
      'solution link for loginAdminSqliChallenge goes to xss.md, its category\'s page is injection.md',
      'solution link to unknown challenge goneChallenge'
    ])
  })
})
