import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { spawnShop, type SpawnedShop } from './spawn-shop'

/*
 * The tutorials solve the same challenges the exploit journeys check as unsolved, so they run on a
 * private shop of their own: every challenge starts open there, whatever else runs in parallel.
 */

export interface TutorialShop {
  shop: SpawnedShop
  api: APIRequestContext
}

/** A fresh shop that shows the welcome banner on first start (the shared test shop does not). */
export async function spawnTutorialShop (): Promise<TutorialShop> {
  const shop = await spawnShop({ NODE_CONFIG: JSON.stringify({ application: { welcomeBanner: { showOnFirstStart: true } } }) })
  const api = await playwrightRequest.newContext({ baseURL: shop.baseURL })
  return { shop, api }
}

export async function disposeTutorialShop (tutorialShop: TutorialShop | undefined): Promise<void> {
  await tutorialShop?.api.dispose()
  await tutorialShop?.shop.dispose()
}

export function instructorBubble (page: Page): Locator {
  return page.locator('#hackingInstructorBubble')
}

/** Waits for the bubble of a step, recognised by part of its text. */
export async function expectBubble (page: Page, text: string | RegExp): Promise<Locator> {
  const bubble = instructorBubble(page)
  await expect(bubble).toContainText(text)
  return bubble
}

/** The element the bubble currently points at (the engine outlines it with a data attribute). */
export function highlightedElement (page: Page): Locator {
  return page.locator('[data-hacking-instructor-target]')
}
