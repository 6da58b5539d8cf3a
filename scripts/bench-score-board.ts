/*
 * Score board responsiveness for `npm run bench`: the board is fed a listing of SYNTHETIC_COUNT
 * challenges (the shop's own records, cloned with new keys, names, difficulties and categories),
 * then filters are toggled the way a player would. For each toggle it reports how soon the list
 * reacts and how soon it is complete, so deferred rendering is counted in full.
 */
import type { Browser, Page, Route } from '@playwright/test'

export const SYNTHETIC_COUNT = 150
/** A reaction within 100 ms reads as instant (the usual input-response budget). */
export const TOGGLE_TARGET_MS = 100
/** The full list may follow the first reaction, but should not trail it noticeably. */
export const COMPLETE_TARGET_MS = 250
/** The list counts as settled once it has not changed for this long. */
const QUIET_MS = 400

interface ChallengeRecord { id: number, key: string, name: string, category: string, difficulty: number, solved: boolean, [field: string]: unknown }

const EXTRA_CATEGORIES = ['Broken Authentication', 'Sensitive Data Exposure', 'Improper Input Validation', 'Vulnerable Components']

function expandListing (records: ChallengeRecord[]): ChallengeRecord[] {
  const categories = [...new Set(records.map(r => r.category)), ...EXTRA_CATEGORIES]
  return Array.from({ length: SYNTHETIC_COUNT }, (_, i) => {
    const base = records[i % records.length]
    if (i < records.length) return base
    return {
      ...base,
      id: 10_000 + i,
      key: `${base.key}Bench${i}`,
      name: `${base.name} ${i}`,
      category: categories[i % categories.length],
      difficulty: (i % 6) + 1,
      solved: i % 3 === 0
    }
  })
}

async function serveExpandedListing (route: Route): Promise<void> {
  const response = await route.fetch()
  const body = await response.json() as { status: string, data: ChallengeRecord[] }
  await route.fulfill({ response, json: { ...body, data: expandListing(body.data) } })
}

/**
 * Clicks the element and times the challenge list: `responseMs` until it first changes (rows, or
 * the busy state the board shows while deferred rows render), `completeMs` until it last changed
 * and is no longer busy.
 */
async function timeToggle (page: Page, selector: string): Promise<{ responseMs: number, completeMs: number }> {
  const handle = await page.locator(selector).first().elementHandle()
  if (!handle) throw new Error(`No element for ${selector}`)
  return await page.evaluate(async ({ element, quietMs }) => {
    // The list holds the table, or the empty-list message when no challenge matches.
    const list = document.querySelector('[data-testid="challenge-list"]')
    if (!list) throw new Error('No challenge list on the page')
    // No named functions in here: the bench runs through tsx, whose helpers do not exist in the page.
    const start = performance.now()
    let first = 0
    let last = start
    const observer = new MutationObserver(() => { last = performance.now(); first ||= last })
    observer.observe(list, { childList: true, subtree: true, attributes: true, characterData: true })
    ;(element as HTMLElement).click()
    while (performance.now() - last < quietMs || list.getAttribute('aria-busy') === 'true') {
      await new Promise(resolve => setTimeout(resolve, 20))
    }
    observer.disconnect()
    return { responseMs: (first || last) - start, completeMs: last - start }
  }, { element: handle, quietMs: QUIET_MS })
}

export interface ToggleTiming { toggle: string, responseMs: number, completeMs: number, rows: number }

/** Opens the board with the synthetic listing and times a series of filter toggles. */
export interface BoardTimings {
  /** Navigation to the first shown row. */
  firstRowsMs: number
  /** Navigation until every row, shown or filtered out, is in the page. */
  allRowsMs: number
  toggles: ToggleTiming[]
}

export async function measureScoreBoard (browser: Browser, baseUrl: string): Promise<BoardTimings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    await context.route(url => url.pathname === '/api/Challenges/', serveExpandedListing)
    // A returning player: the welcome dialog has been dismissed before.
    await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: baseUrl }])
    const page = await context.newPage()
    const opened = performance.now()
    await page.goto(`${baseUrl}/#/score-board`)
    await page.locator('tr[data-challenge]:visible').first().waitFor()
    const firstRowsMs = performance.now() - opened
    // Filtered-out rows are prepared in the background; a player reads the board before toggling.
    await page.waitForFunction(count => document.querySelectorAll('tr[data-challenge]').length === count, SYNTHETIC_COUNT)
    const allRowsMs = performance.now() - opened

    const toggles: Array<[string, string]> = [
      ['show all difficulties', 'button:text-is("Show all")'],
      ['hide solved', 'label:has-text("Show solved") input'],
      ['show solved', 'label:has-text("Show solved") input'],
      ['hide category Injection', '[role="button"][aria-pressed]:has-text("Injection")'],
      ['show category Injection', '[role="button"][aria-pressed]:has-text("Injection")'],
      ['hide all difficulties', 'button:text-is("Hide all")'],
      ['show all difficulties again', 'button:text-is("Show all")']
    ]
    const timings: ToggleTiming[] = []
    for (const [toggle, selector] of toggles) {
      const timing = await timeToggle(page, selector)
      timings.push({ toggle, ...timing, rows: await page.locator('tr[data-challenge]:visible').count() })
    }
    return { firstRowsMs, allRowsMs, toggles: timings }
  } finally {
    await context.close()
  }
}
