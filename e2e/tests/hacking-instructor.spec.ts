import { expect, test } from '@playwright/test'
import { disposeTutorialShop, expectBubble, instructorBubble, spawnTutorialShop, type TutorialShop } from '../support/hacking-instructor'
import { dismissWelcome, expectSolved, isSolved } from '../support/shop'
import { finishTutorial, PLAYS } from '../support/tutorial-plays'

/*
 * How tutorials start and stop: the side menu, the welcome dialog, an unknown name. Every tutorial
 * is played through to its solved challenge in tutorial-playthrough-1/2.spec.ts.
 */

let tutorialShop: TutorialShop | undefined

test.beforeAll(async () => { tutorialShop = await spawnTutorialShop() })
test.afterAll(async () => { await disposeTutorialShop(tutorialShop) })

function shop (): TutorialShop {
  if (tutorialShop === undefined) throw new Error('the tutorial shop did not start')
  return tutorialShop
}

test.describe('hacking instructor', () => {
  // First, while the Score Board is still unsolved: only then does the side menu offer a tutorial.
  test('the side menu entry starts the first unsolved tutorial, and the X cancels it', async ({ page }) => {
    const { shop: { baseURL } } = shop()
    await page.goto(`${baseURL}/#/about`)
    await dismissWelcome(page)
    await page.locator('#sideMenuButton').click()
    await page.locator('#tutorialMenuItem').click()

    await expect(page).toHaveURL(/#\/search/)
    const bubble = await expectBubble(page, 'Score Board · step 1 of 4')
    await bubble.getByRole('button', { name: 'Cancel tutorial' }).click()
    await expect(instructorBubble(page)).toHaveCount(0)
  })

  test('the welcome dialog starts the Score Board tutorial, which leads to the solved score board', async ({ page }) => {
    const { shop: { baseURL }, api } = shop()
    expect(await isSolved(api, 'scoreBoardChallenge')).toBe(false)
    await page.goto(`${baseURL}/#/search`)

    const welcome = page.getByRole('dialog', { name: 'Welcome to the Juice Shop!' })
    await welcome.getByRole('button', { name: 'Help getting started' }).click()
    await expect(welcome).toBeHidden()

    await expect(await expectBubble(page, 'Score Board')).toContainText('step 1 of 4')
    await PLAYS['Score Board']({ page, api })

    await finishTutorial(page, 'Score Board')
    await expectSolved(api, 'scoreBoardChallenge')
  })

  test('in German the caption names the challenge as the German score board does', async ({ page, context }) => {
    const { shop: { baseURL } } = shop()
    await context.addCookies([{ name: 'language', value: 'de', url: baseURL }, { name: 'welcomebanner_status', value: 'dismiss', url: baseURL }])
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=verboseErrorChallenge`)
    // Scripts carry the English name; the caption asks the server for the reader's one.
    const bubble = await expectBubble(page, 'Lautes Scheitern · Schritt 1 von 5')
    await expect(bubble).not.toContainText('Loud Failure')
    await bubble.getByRole('button', { name: 'Tutorial abbrechen' }).click()
    await expect(instructorBubble(page)).toHaveCount(0)
  })

  test('an unknown challenge name shows a message and no tutorial', async ({ page }) => {
    const { shop: { baseURL } } = shop()
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=No%20Such%20Thing`)
    await dismissWelcome(page)
    await expect(page.getByText('There is no tutorial for the challenge "No Such Thing".')).toBeVisible()
    await expect(instructorBubble(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible()
  })
})
