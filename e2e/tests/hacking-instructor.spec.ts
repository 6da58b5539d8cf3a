import { expect, test, type Page } from '@playwright/test'
import { disposeTutorialShop, expectBubble, highlightedElement, instructorBubble, spawnTutorialShop, type TutorialShop } from '../support/hacking-instructor'
import { INJECTION, expectSolved, isSolved } from '../support/shop'

/*
 * The player follows the bubbles and does only what they ask; the tutorial must end with the
 * congratulation and the challenge solved on the server.
 */

const XSS_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

let tutorialShop: TutorialShop | undefined

test.beforeAll(async () => { tutorialShop = await spawnTutorialShop() })
test.afterAll(async () => { await disposeTutorialShop(tutorialShop) })

function shop (): TutorialShop {
  if (tutorialShop === undefined) throw new Error('the tutorial shop did not start')
  return tutorialShop
}

async function finishTutorial (page: Page, challenge: string): Promise<void> {
  const bubble = await expectBubble(page, 'Well done!')
  await expect(bubble).toContainText(challenge)
  await bubble.getByRole('button', { name: 'Done' }).click()
  await expect(instructorBubble(page)).toHaveCount(0)
}

/** The login-page tutorials: open the login page, type what the e-mail bubble asks, any password, submit. */
async function playLoginTutorial (page: Page, { emailBubble, email }: { emailBubble: string, email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expectBubble(page, 'login')
  await expect(highlightedElement(page)).toHaveId('navbarAccount')
  await page.locator('#navbarAccount').click()
  await page.locator('#navbarLoginButton').click()

  await expectBubble(page, emailBubble)
  await expect(highlightedElement(page).locator('#email')).toHaveCount(1)
  await page.locator('#email').fill(email)

  await expectBubble(page, 'password does not matter')
  await page.locator('#password').fill('no-idea')

  await expectBubble(page, 'Log in')
  await page.locator('#loginButton').click()
}

test.describe('hacking instructor', () => {
  // First, while the Score Board is still unsolved: only then does the side menu offer a tutorial.
  test('the side menu entry starts the first unsolved tutorial, and the X cancels it', async ({ page }) => {
    const { shop: { baseURL } } = shop()
    await page.goto(`${baseURL}/#/about`)
    await page.getByRole('button', { name: 'Dismiss' }).click()
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

    let bubble = await expectBubble(page, 'Score Board')
    await expect(bubble).toContainText('step 1 of 4')
    await bubble.getByRole('button', { name: 'Continue' }).click()

    bubble = await expectBubble(page, 'developer tools')
    await bubble.getByRole('button', { name: 'Skip this step' }).click()

    // The bubble asks for a new route in the address bar; a hash change is what typing one does.
    await expectBubble(page, 'address bar')
    await page.evaluate(() => { window.location.hash = '#/score-board' })

    await finishTutorial(page, 'Score Board')
    await expectSolved(api, 'scoreBoardChallenge')
  })

  test('hacking-instructor route: the Search Box Script tutorial teaches the DOM XSS', async ({ page }) => {
    const { shop: { baseURL }, api } = shop()
    page.on('dialog', dialog => { void dialog.dismiss() })
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=Search%20Box%20Script`)
    await page.getByRole('button', { name: 'Dismiss' }).click()

    await expectBubble(page, 'search box')
    await expect(highlightedElement(page).locator('#searchQuery')).toHaveCount(1)
    await page.locator('#searchQuery').click()

    await expectBubble(page, 'Type exactly this')
    await page.locator('#searchQuery').fill(XSS_PAYLOAD)

    await expectBubble(page, 'Enter')
    await page.locator('#searchQuery').press('Enter')

    await finishTutorial(page, 'Search Box Script')
    await expectSolved(api, 'localXssChallenge')
  })

  test('hacking-instructor route: the Admin by Apostrophe tutorial logs in as the administrator', async ({ page }) => {
    const { shop: { baseURL }, api } = shop()
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=Admin%20by%20Apostrophe`)
    await playLoginTutorial(page, { emailBubble: "' OR 1=1--", email: INJECTION })
    await finishTutorial(page, 'Admin by Apostrophe')
    await expectSolved(api, 'loginAdminSqliChallenge')
  })

  test('hacking-instructor route: the Loud Failure tutorial provokes the raw database error', async ({ page }) => {
    const { shop: { baseURL }, api } = shop()
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=Loud%20Failure`)
    await playLoginTutorial(page, { emailBubble: 'single apostrophe', email: "'" })
    await finishTutorial(page, 'Loud Failure')
    await expectSolved(api, 'verboseErrorChallenge')
  })

  // After Admin by Apostrophe, so the player already knows how to become the administrator.
  test('hacking-instructor route: the Back Office tutorial waits for the admin login, then for the hidden page', async ({ page }) => {
    const { shop: { baseURL }, api } = shop()
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=Back%20Office`)
    await page.getByRole('button', { name: 'Dismiss' }).click()

    await expectBubble(page, "administrator's account")
    await page.locator('#navbarAccount').click()
    await page.locator('#navbarLoginButton').click()
    await page.locator('#email').fill(INJECTION)
    await page.locator('#password').fill('no-idea')
    await page.locator('#loginButton').click()

    // The bubble asks for a route typed into the address bar; a hash change is what typing one does.
    await expectBubble(page, 'address bar')
    await page.evaluate(() => { window.location.hash = '#/administration' })

    await finishTutorial(page, 'Back Office')
    await expectSolved(api, 'adminSectionChallenge')
  })

  test('an unknown challenge name shows a message and no tutorial', async ({ page }) => {
    const { shop: { baseURL } } = shop()
    await page.goto(`${baseURL}/#/hacking-instructor?challenge=No%20Such%20Thing`)
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.getByText('There is no tutorial for the challenge "No Such Thing".')).toBeVisible()
    await expect(instructorBubble(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible()
  })
})
