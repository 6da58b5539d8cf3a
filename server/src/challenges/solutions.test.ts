import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { catalogueFacts } from '../test-support/exploits/journey.js'
import { exploits } from '../test-support/exploits/index.js'
import { createRecordingShop } from '../test-support/recording-shop.js'
import { unmatchedRequests, unroutedRequests } from '../test-support/solution-requests.js'
import { isScreenRoute, webRoutePatterns } from '../test-support/web-routes.js'
import { loadCatalogue } from './catalogue.js'
import { familiesFolder } from './snippets/library.js'
import { loadSolutions, missingSolutions } from './solutions.js'

/*
 * Ties every trainer solution to the exploit that solves its challenge: the journey's exploits run
 * once, in catalogue order, in one shop with a recorder around every request and socket event, and
 * each solution's `requests` must be among what its own exploit sent. A changed payload, a renamed
 * route or a deleted solution fails here.
 */
const catalogue = loadCatalogue()
const solutions = loadSolutions(familiesFolder(projectRoot), catalogue)
const screens = await webRoutePatterns()

describe('trainer solutions', () => {
  it('exist for every challenge of the catalogue', () => {
    expect(missingSolutions(catalogue, solutions), 'challenges without a solution in families/*.solutions.yml').toEqual([])
  })

  it('name only screens the web app routes', () => {
    const unknown = [...solutions.values()].flatMap(solution => solution.steps.flatMap(step =>
      [...step.matchAll(/`#(\/[^`\s]*)`/g)].map(([, address]) => address)
        .filter(address => !isScreenRoute(address, screens))
        .map(address => `${solution.family}.solutions.yml: ${solution.key}: #${address}`)))
    expect(unknown, 'screens named in steps that web/src/app/router.tsx does not route').toEqual([])
  })

  it('reads the route table it checks against', () => {
    // A parser that lost the table would let every screen name pass the test above.
    expect(screens).toEqual(expect.arrayContaining(['/search', '/score-board', '/address/edit/:addressId', '/privacy-security/data-export', '/classroom/trainer']))
    expect(isScreenRoute('/search?q=apple', screens)).toBe(true)
    expect(isScreenRoute('/no-such-screen', screens)).toBe(false)
  })
})

describe('each solution sends what its exploit sends', () => {
  const shop = createRecordingShop()
  let appPage: string | undefined
  for (const { key } of catalogueFacts()) {
    it.skipIf(!(key in exploits))(key, async () => {
      appPage ??= (await shop.t.api.get('/')).headers.etag as string
      shop.clear()
      await exploits[key](shop.t)
      expect(await shop.t.solved(key), `${key} solved`).toBe(true)
      const solution = solutions.get(key)
      // Reported once by the completeness test above; the exploit still ran, for the ones after it.
      if (solution === undefined) return
      const where = `${solution.family}.solutions.yml: ${key}`
      expect(unmatchedRequests(solution.requests, shop.recorded()), where).toEqual([])
      expect(unroutedRequests(solution.requests, shop.recorded(), appPage), where).toEqual([])
    }, 30000)
  }
})
