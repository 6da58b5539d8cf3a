import { expect, test } from '@playwright/test'

/*
 * The landing screen's first load (docs/architecture.md, "First load"): index.html runs the small
 * first-requests script beside the main bundle, which asks for the screen's data, and the screen
 * takes those answers instead of asking again.
 */

interface SentRequest { url: string, initiatorUrls: string[] }

interface StackTrace { callFrames: Array<{ url: string }>, parent?: StackTrace }

/** Every script on the call stack that sent a request, async callers included. */
function scriptsOf (stack: StackTrace | undefined): string[] {
  return stack ? [...stack.callFrames.map(frame => frame.url), ...scriptsOf(stack.parent)] : []
}

test('a first visit of /#/search asks for its products and stock once, from the first-requests script', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const sent: SentRequest[] = []
  cdp.on('Network.requestWillBeSent', event => {
    sent.push({ url: event.request.url, initiatorUrls: scriptsOf(event.initiator.stack) })
  })

  await page.goto('/#/search')
  await expect(page.locator('main .MuiCard-root').first()).toBeVisible()
  // A second request would be sent when the screen mounts, before its cards show; wait for quiet anyway.
  await page.waitForLoadState('networkidle')

  const searches = sent.filter(request => /\/rest\/products\/search\?q=$/.test(request.url))
  const stock = sent.filter(request => /\/api\/Quantitys\/$/.test(request.url))
  expect(searches, 'one product search on the first load').toHaveLength(1)
  expect(stock, 'one stock request on the first load').toHaveLength(1)
  // Sent by that script alone as it runs, not by a later call into its shared code (apiFetch lives there too).
  for (const request of [...searches, ...stock]) {
    expect(request.initiatorUrls.length, `${request.url} has a call stack`).toBeGreaterThan(0)
    for (const url of request.initiatorUrls) expect(url, `${request.url} is sent by the first-requests script`).toMatch(/\/assets\/first-requests-[\w-]+\.js$/)
  }
})

test('index.html runs the first-requests script as an async module ahead of the main bundle', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(match => match[0])
  expect(scripts).toHaveLength(2)
  expect(scripts[0]).toMatch(/type="module"/)
  expect(scripts[0]).toMatch(/\basync\b/)
  expect(scripts[0]).toMatch(/src="\.\/assets\/first-requests-[\w-]+\.js"/)
  expect(scripts[1]).toMatch(/src="\.\/assets\/index-[\w-]+\.js"/)
  // It must not wait for other chunks: it runs as soon as its own file is in.
  const first = /src="\.(\/assets\/first-requests-[\w-]+\.js)"/.exec(scripts[0])?.[1] as string
  const code = await (await request.get(first)).text()
  expect(code).not.toMatch(/\bimport\s*[{*\w"]|from\s*"/)
})

test('a search in the address still reaches the page as typed on a first visit', async ({ page }) => {
  const sent: string[] = []
  page.on('request', request => { if (request.url().includes('/rest/products/search')) sent.push(request.url()) })
  await page.goto('/#/search?q=apple')
  await expect(page.locator('main .MuiCard-root').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(sent.map(url => new URL(url).search)).toEqual(['?q=apple'])
})
