import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoViolations, OPEN_MODAL, reportTable, type AxeRow } from '../support/axe'
import { expect, test } from '../support/private-shop'
import { openScreen } from '../support/screens'

/*
 * Each of the web app's themes (web/src/app/themes.ts), chosen by `application.theme` through a
 * test-only configuration overlay (NODE_CONFIG), on a handful of screens that between them show
 * every kind of colour a theme sets: top bar, cards and buttons, the score board's chips, stars and
 * progress, forms and links, and the side menu. axe's colour-contrast rule is among the WCAG AA rules.
 * THEME_SHOTS=<folder> also writes desktop and phone pictures of each theme, in English and German.
 */
const THEMES = ['orange-grove', 'fresh-morning', 'high-contrast', 'berry-night']
const SCREENS = ['search', 'score-board', 'login', 'contact', 'about']
const shots = process.env.THEME_SHOTS

test.describe.configure({ timeout: 180_000 })

async function photograph (page: Page, theme: string): Promise<void> {
  if (shots === undefined) return
  fs.mkdirSync(shots, { recursive: true })
  for (const language of ['en', 'de']) {
    await page.context().addCookies([{ name: 'language', value: language, url: page.url() }])
    // The language is read when the page loads; a route change alone keeps the old one.
    await page.goto('/')
    for (const [device, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size)
      for (const screen of ['search', 'score-board']) {
        await openScreen(page, screen)
        await page.screenshot({ path: path.join(shots, `${theme}-${screen}-${device}-${language}.png`) })
      }
    }
  }
}

for (const theme of THEMES) {
  test.describe(`theme ${theme}`, () => {
    test.use({ shopEnv: { NODE_CONFIG: JSON.stringify({ application: { theme } }) } })

    test('passes axe on its screens and the side menu', async ({ page }, testInfo) => {
      const table: AxeRow[] = []
      for (const screen of SCREENS) {
        await openScreen(page, screen)
        await expectNoViolations(page, `${theme}: ${screen}`, table)
      }
      await openScreen(page, 'search')
      await page.locator('#sideMenuButton').or(page.getByRole('button', { name: 'Open side menu' })).first().click()
      await expect(page.getByRole('navigation').locator('a').first()).toBeVisible()
      await expectNoViolations(page, `${theme}: side menu`, table, OPEN_MODAL)
      await page.keyboard.press('Escape')
      await reportTable(`theme ${theme}`, table, testInfo)
      expect(table.filter(row => row.nodes > 0).map(row => row.screen)).toEqual([])
      await photograph(page, theme)
    })
  })
}
