import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/*
 * Accessibility checks with axe-core: WCAG 2.0, 2.1 and 2.2 rules of levels A and AA, zero
 * violations allowed. Each check adds a row to a per-screen table that the spec prints at the end,
 * so a run shows what was looked at even when everything passes.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeRow { screen: string, violations: number, nodes: number, rules: string }

/** Runs axe on the page as it is now; returns one row and never throws (see `expectNoViolations`). */
export async function axeRow (page: Page, screen: string): Promise<AxeRow & { details: string }> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const nodes = results.violations.reduce((sum, violation) => sum + violation.nodes.length, 0)
  const details = results.violations.map(violation =>
    `${violation.id} (${violation.impact ?? '?'}): ${violation.help}\n` +
    violation.nodes.slice(0, 5).map(node => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n')
  ).join('\n')
  return { screen, violations: results.violations.length, nodes, rules: results.violations.map(violation => violation.id).join(', '), details }
}

/** Checks the page and fails with the rule, element and reason of every violation. */
export async function expectNoViolations (page: Page, screen: string, table?: AxeRow[]): Promise<void> {
  const { details, ...row } = await axeRow(page, screen)
  table?.push(row)
  expect.soft(row.nodes, `axe on ${screen}:\n${details}`).toBe(0)
}

/** The table as text, attached to the test and printed, e.g. for a closing note. */
export async function reportTable (title: string, table: AxeRow[], testInfo: TestInfo): Promise<void> {
  const width = Math.max(6, ...table.map(row => row.screen.length))
  const lines = [
    `${title}: ${table.length} screens, ${table.reduce((sum, row) => sum + row.nodes, 0)} violating nodes`,
    `${'screen'.padEnd(width)}  rules  nodes  rule ids`,
    ...table.map(row => `${row.screen.padEnd(width)}  ${String(row.violations).padStart(5)}  ${String(row.nodes).padStart(5)}  ${row.rules}`)
  ]
  const text = lines.join('\n')
  console.log(text)
  await testInfo.attach(`axe ${title}`, { body: text, contentType: 'text/plain' })
}
