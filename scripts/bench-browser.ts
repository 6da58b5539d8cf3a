/*
 * Browser figures for `npm run bench`, all in Debian's Chromium with a cold profile (a new browser
 * process and an empty context per visit, so no HTTP cache, code cache or cookies):
 *   - first product card: navigation start to the first product card of /#/search on screen;
 *   - the request waterfall of such a visit (when each request started and ended, relative to
 *     navigation start), so it shows which requests wait on which;
 *   - first-load JavaScript: every script the visit loads, each gzipped at level 9.
 */
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'

const VIEWPORT = { width: 1280, height: 900 }
const CARD_TIMEOUT_MS = 20_000

/*
 * Runs in the page before any of its scripts. A string, not a function: the bench runs through tsx,
 * whose helpers do not exist in the page. The card counts once it is laid out and a frame with it
 * has been produced.
 */
const FIRST_CARD_PROBE = `
  window.__firstCard = new Promise(resolve => {
    const look = () => {
      const card = document.querySelector('main .MuiCard-root')
      if (card && card.getBoundingClientRect().height > 0) {
        observer.disconnect()
        requestAnimationFrame(() => { resolve(performance.now()) })
      }
    }
    const observer = new MutationObserver(look)
    observer.observe(document, { childList: true, subtree: true })
  })
`

interface WaterfallEntry { name: string, type: string, startMs: number, endMs: number, bytes: number }
/**
 * `mainThreadCpuMs` is the CPU time the page's main thread spent until just after the card showed:
 * on a machine where the browser waits for a core, it tells the work from the waiting.
 */
export interface FirstCardVisit { cardMs: number, mainThreadCpuMs: number, waterfall: WaterfallEntry[] }

let open: Browser | undefined

/** Closes a browser this module left open (the bench calls it when interrupted). */
export async function closeBrowser (): Promise<void> {
  await open?.close().catch(() => undefined)
  open = undefined
}

/*
 * Chromium builds the omnibox popups (browser UI, WebUI pages) in a renderer of their own at start;
 * in a freshly started browser that took up to 2 s of CPU time on the 2-core machine while the shop
 * page loaded. A visitor's browser did that long before, so the bench leaves it out.
 */
const BENCH_ARGS = [...chromiumLaunchOptions.args, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup']

async function withColdContext<T> (use: (context: BrowserContext) => Promise<T>): Promise<T> {
  open = await chromium.launch({ ...chromiumLaunchOptions, args: BENCH_ARGS, headless: true })
  try {
    return await use(await open.newContext({ viewport: VIEWPORT }))
  } finally {
    await closeBrowser()
  }
}

/** One cold visit of /#/search: when the first product card showed, and every request until then. */
export async function firstCardVisit (baseUrl: string): Promise<FirstCardVisit> {
  return await withColdContext(async context => {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    // Thread ticks: task durations in CPU time of the main thread, not wall time.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    await page.addInitScript(FIRST_CARD_PROBE)
    await page.goto(`${baseUrl}/#/search`, { waitUntil: 'commit' })
    // A plain evaluate, not waitForFunction: that injects Playwright's own script into the loading
    // page, whose compile held the main thread (up to 250 ms on a loaded machine) and delayed the shop's scripts.
    const cardMs = await page.evaluate(`new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('no product card')), ${CARD_TIMEOUT_MS})
      const wait = () => window.__firstCard === undefined ? setTimeout(wait, 5) : window.__firstCard.then(resolve)
      wait()
    })`) as number
    const waterfall = await page.evaluate(`performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
      .map(e => ({ name: e.name, type: e.initiatorType, startMs: e.startTime, endMs: e.responseEnd, bytes: e.transferSize }))`) as WaterfallEntry[]
    const { metrics } = await cdp.send('Performance.getMetrics')
    const mainThreadCpuMs = (metrics.find(m => m.name === 'TaskDuration')?.value ?? 0) * 1000
    return { cardMs, mainThreadCpuMs, waterfall }
  })
}

export interface ScriptFile { url: string, rawBytes: number, gzipBytes: number }

/** Every JavaScript response of a first visit to /#/search, gzipped at level 9. */
export async function firstLoadJavaScript (baseUrl: string): Promise<ScriptFile[]> {
  return await withColdContext(async context => {
    const page = await context.newPage()
    const pending: Array<Promise<ScriptFile | null>> = []
    page.on('response', response => {
      const type = response.headers()['content-type'] ?? ''
      const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/i.test(type)
      if (!isScript || response.status() !== 200) return
      pending.push(response.body().then(
        body => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null
      ))
    })
    await page.goto(`${baseUrl}/#/search`, { waitUntil: 'networkidle' })
    // Lazy chunks (the screen, the welcome dialog) follow the first render, which on a busy machine
    // can come well after the network went quiet: wait for the products and the dialog first.
    await page.locator('main .MuiCard-root').first().waitFor({ timeout: CARD_TIMEOUT_MS })
    await page.getByRole('dialog').first().waitFor({ timeout: CARD_TIMEOUT_MS })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    await page.waitForLoadState('networkidle')
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null)
    return [...new Map(files.map(file => [file.url, file])).values()]
  })
}

/** The waterfall as text: one bar per request on a 20 ms scale, the card's moment marked. */
export function formatWaterfall (visit: FirstCardVisit, baseUrl: string): string[] {
  const scale = 20
  const lines = [...visit.waterfall].sort((a, b) => a.startMs - b.startMs).map(entry => {
    const name = entry.name.startsWith(baseUrl) ? entry.name.slice(baseUrl.length) || '/' : entry.name
    const from = Math.round(entry.startMs / scale)
    const to = Math.max(from + 1, Math.round(entry.endMs / scale))
    const bar = ' '.repeat(from) + '█'.repeat(to - from)
    const times = `${entry.startMs.toFixed(0).padStart(5)}–${entry.endMs.toFixed(0).padEnd(5)}`
    return `  ${times} ${(entry.bytes / 1024).toFixed(1).padStart(6)} KiB  ${name.slice(0, 60).padEnd(60)} ${bar}`
  })
  const mark = Math.round(visit.cardMs / scale)
  lines.push(`  ${visit.cardMs.toFixed(0).padStart(5)}        first product card${' '.repeat(54)} ${' '.repeat(mark)}▲`)
  return lines
}
