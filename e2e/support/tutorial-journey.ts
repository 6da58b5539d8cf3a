import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { disposeTutorialShop, spawnTutorialShop, type TutorialShop } from './hacking-instructor'
import { challengeRow, showDifficulty } from './score-board'
import { dismissWelcome, expectSolved, isSolved } from './shop'
import { finishTutorial, PLAYS } from './tutorial-plays'

/*
 * Tutorials of the catalogue (the entries with a tutorial order) played through in Chromium in
 * tutorial order, each from the hacking-instructor route, in one private shop per spec file: the
 * player follows the bubbles to the solving action, the instructor congratulates, the server has
 * the challenge solved, and at the end the score board shows each of them solved. The tutorials are
 * split over two spec files so that the two test workers share them.
 */

export interface TutorialFact { key: string, name: string, difficulty: number, tutorialOrder: number | null }

const catalogue = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/catalogue.yml')

/** Every tutorial of data/catalogue.yml, in tutorial order. */
export const TUTORIALS: TutorialFact[] = fs.readFileSync(catalogue, 'utf8').split('\n')
  .filter(line => line.startsWith('- '))
  .map(line => JSON.parse(line.slice(2)) as TutorialFact)
  .filter(fact => fact.tutorialOrder !== null)
  .sort((a, b) => (a.tutorialOrder ?? 0) - (b.tutorialOrder ?? 0))

/** Declares the tests that play the given tutorials, one after another, in a shop of their own. */
export function playTutorials (tutorials: TutorialFact[]): void {
  let tutorialShop: TutorialShop | undefined

  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => { tutorialShop = await spawnTutorialShop() })
  test.afterAll(async () => { await disposeTutorialShop(tutorialShop) })

  const shop = (): TutorialShop => {
    if (tutorialShop === undefined) throw new Error('the tutorial shop did not start')
    return tutorialShop
  }

  for (const tutorial of tutorials) {
    test(`tutorial ${tutorial.tutorialOrder}: ${tutorial.name}`, async ({ page }) => {
      const { shop: { baseURL }, api } = shop()
      expect(await isSolved(api, tutorial.key), 'not solved before its tutorial').toBe(false)
      await page.goto(`${baseURL}/#/hacking-instructor?challenge=${encodeURIComponent(tutorial.name)}`)
      await dismissWelcome(page)
      await PLAYS[tutorial.name]({ page, api })
      await finishTutorial(page, tutorial.name)
      await expectSolved(api, tutorial.key)
    })
  }

  test('the score board shows these tutorial challenges solved', async ({ page }) => {
    const { shop: { baseURL } } = shop()
    await page.goto(`${baseURL}/#/score-board`)
    await dismissWelcome(page)
    await expect(page.getByRole('heading', { name: 'Score Board', level: 1 })).toBeVisible()
    for (const difficulty of new Set(tutorials.map(t => t.difficulty))) await showDifficulty(page, difficulty)
    for (const { key } of tutorials) await expect(challengeRow(page, key)).toHaveAttribute('data-solved', 'true')
  })
}
