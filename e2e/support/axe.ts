import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/*
 * Accessibility checks with axe-core: WCAG 2.0, 2.1 and 2.2 rules of levels A and AA, zero
 * violations allowed. Each check adds a row to a per-screen table that the spec prints at the end,
 * so a run shows what was looked at even when everything passes.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeRow { screen: string, violations: number, nodes: number, rules: string }

/*
 * Legacy mode runs axe.run() in the page itself. The default (runPartial) opens a blank page per
 * check to merge the frames' results and loads axe into it once more: half of each check's time,
 * spent on frames the shop does not have (it embeds no cross-origin frame on a screen checked here).
 */
const builder = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode()

/*
 * What opening a modal overlay (dialog, menu, drawer) changes outside it: MUI hides the rest of the
 * page from assistive technology, which these rules check. Everything else there is unchanged and
 * checked with the screen itself, so a check of an overlay spends its time on the overlay.
 */
const RULES_OUTSIDE_AN_OVERLAY = ['aria-hidden-focus', 'aria-hidden-body']

/** The root of an open MUI modal (dialog, menu, popover, temporary drawer), for `axeRow`'s `overlay`; axe fails when none is open. */
export const OPEN_MODAL = '.MuiModal-root:not(.MuiModal-hidden)'

/**
 * Runs axe on the page as it is now, or with `overlay` (a CSS selector of an open modal's root) on
 * that overlay and on what it changes in the page beneath; returns one row and never throws
 * (see `expectNoViolations`).
 */
export async function axeRow (page: Page, screen: string, overlay?: string): Promise<AxeRow & { details: string }> {
  const runs = overlay === undefined
    ? [builder(page).withTags(WCAG_TAGS)]
    : [builder(page).include(overlay).withTags(WCAG_TAGS), builder(page).withRules(RULES_OUTSIDE_AN_OVERLAY)]
  const violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = []
  for (const run of runs) violations.push(...(await run.analyze()).violations)
  const nodes = violations.reduce((sum, violation) => sum + violation.nodes.length, 0)
  const details = violations.map(violation =>
    `${violation.id} (${violation.impact ?? '?'}): ${violation.help}\n` +
    violation.nodes.slice(0, 5).map(node => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n')
  ).join('\n')
  return { screen, violations: violations.length, nodes, rules: violations.map(violation => violation.id).join(', '), details }
}

/** Checks the page (or an open `overlay`, see `axeRow`) and fails with the rule, element and reason of every violation. */
export async function expectNoViolations (page: Page, screen: string, table?: AxeRow[], overlay?: string): Promise<void> {
  const { details, ...row } = await axeRow(page, screen, overlay)
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
