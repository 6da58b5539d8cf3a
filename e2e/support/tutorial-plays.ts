import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { rateFiveAndSolveCaptcha } from './feedback-form'
import { expectBubble, highlightedElement, instructorBubble } from './hacking-instructor'
import { INJECTION, logInByApi, registerCustomer } from './shop'

/*
 * How a player follows each tutorial: wait for the bubble, do what it asks, nothing more. Where a
 * bubble sends the player outside the page (developer tools, a new tab, the address bar), the test
 * does what the player would do there: read the loaded scripts, open the tab, change the hash,
 * resend a request from the console.
 */

interface PlayContext {
  page: Page
  /** The tutorial shop's API, as a player's own tools (curl, a second tab) reach it. */
  api: APIRequestContext
}

export type Play = (context: PlayContext) => Promise<void>

/** Presses the bubble's own button (Continue, Skip this step). */
async function press (page: Page, bubbleText: string, button = 'Continue'): Promise<void> {
  const bubble = await expectBubble(page, bubbleText)
  await bubble.getByRole('button', { name: button }).click()
}

/** What typing a route into the address bar does in a hash-routed app. */
async function typeRoute (page: Page, hash: string): Promise<void> {
  await page.evaluate(route => { window.location.hash = route }, hash)
}

/** The login-page opening: the account menu's Login entry, as the first bubble points out. */
async function openLoginPage (page: Page, bubbleText: string): Promise<void> {
  await expectBubble(page, bubbleText)
  await expect(highlightedElement(page)).toHaveId('navbarAccount')
  await page.locator('#navbarAccount').click()
  await page.locator('#navbarLoginButton').click()
}

/** The shared login steps: the e-mail the bubble asks for, any password, Log in. */
async function loginSteps (page: Page, emailBubble: string, email: string): Promise<void> {
  await expectBubble(page, emailBubble)
  await expect(highlightedElement(page).locator('#email')).toHaveCount(1)
  await page.locator('#email').fill(email)
  await expectBubble(page, 'password does not matter')
  await page.locator('#password').fill('no-idea')
  await expectBubble(page, 'Log in')
  await page.locator('#loginButton').click()
}

/** Fills the feedback form as the bubbles ask: any rating, a comment, the captcha's sum. */
async function fillFeedback (page: Page, comment: string): Promise<void> {
  await page.locator('#comment').fill(comment)
  await page.locator('#captchaControl').fill((await rateFiveAndSolveCaptcha(page)).answer)
}

/**
 * Submits the form and sends its request once more from the console with `changes` and a fresh
 * captcha ("Copy as fetch", edited), as the feedback tutorials ask.
 */
async function submitAndResend (page: Page, changes: Record<string, unknown>): Promise<void> {
  const sent = page.waitForRequest(request => request.method() === 'POST' && request.url().endsWith('/api/Feedbacks/'))
  await page.locator('#submitButton').click()
  const original = await sent
  const status = await page.evaluate(async ({ body, headers, changes }) => {
    const captcha = await (await fetch('/rest/captcha/')).json() as { captchaId: number, captcha: string }
    // eslint-disable-next-line no-new-func
    const answer = String(Function(`return ${captcha.captcha}`)())
    const response = await fetch('/api/Feedbacks/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(headers.authorization ? { Authorization: headers.authorization } : {}) },
      body: JSON.stringify({ ...JSON.parse(body), ...changes, captchaId: captcha.captchaId, captcha: answer })
    })
    return response.status
  }, { body: original.postData() ?? '{}', headers: original.headers(), changes })
  expect(status).toBe(201)
}

/** The test helper the bundle still carries: the `qa.` address and the password set right after it. */
async function credentialsFromScripts (scripts: string[]): Promise<{ email: string, password: string }> {
  for (const source of scripts) {
    const email = /"(qa\.[^"@\s]+@[^"\s]+)"/.exec(source)
    if (email === null) continue
    const password = /"password"\s*,\s*"([^"]+)"/.exec(source.slice(email.index))
    if (password !== null) return { email: email[1], password: password[1] }
  }
  throw new Error('no test account in the loaded scripts')
}

/** The author of a review that talks about a dog, as a player finds it by reading reviews. */
async function dogOwnersEmail (api: APIRequestContext): Promise<string> {
  const products = (await (await api.get('/api/Products')).json() as { data: Array<{ id: number }> }).data
  for (const { id } of products) {
    const reviews = (await (await api.get(`/rest/products/${id}/reviews`)).json() as { data: Array<{ author: string, message: string }> }).data
    const review = reviews.find(r => /\bdog\b|Pepper/i.test(r.message) && r.author.startsWith('oskar.'))
    if (review) return review.author
  }
  throw new Error('no review mentions a dog')
}

/** Every tutorial's playthrough, by the challenge name the catalogue gives it. */
export const PLAYS: Record<string, Play> = {
  'Score Board': async ({ page }) => {
    await press(page, "I'm Pip")
    await press(page, 'developer tools', 'Skip this step')
    await expectBubble(page, 'address bar')
    await typeRoute(page, '#/score-board')
  },

  'Fine Print': async ({ page }) => {
    await expectBubble(page, 'Privacy Policy')
    await typeRoute(page, '#/privacy-security/privacy-policy')
  },

  'Search Box Script': async ({ page }) => {
    page.on('dialog', dialog => { void dialog.dismiss() })
    await expectBubble(page, 'search box')
    await expect(highlightedElement(page).locator('#searchQuery')).toHaveCount(1)
    await page.locator('#searchQuery').click()
    await expectBubble(page, 'Type exactly this')
    await page.locator('#searchQuery').fill('<iframe src="javascript:alert(`xss`)">')
    await expectBubble(page, 'Enter')
    await page.locator('#searchQuery').press('Enter')
  },

  'Jukebox in the Search': async ({ page }) => {
    await expectBubble(page, 'embed a whole page')
    await page.locator('#searchQuery').click()
    const typeThis = await expectBubble(page, 'Type exactly this')
    // The bubble shows the markup to type; a player copies it from there.
    const markup = /<iframe[^]*<\/iframe>/.exec(await typeThis.textContent() ?? '')?.[0] ?? ''
    expect(markup).toContain('/assets/public/jingle/player.html')
    await page.locator('#searchQuery').fill(markup)
    await expectBubble(page, 'Enter')
    await page.locator('#searchQuery').press('Enter')
    await expect(page.frameLocator('#searchValue iframe').locator('body')).toBeVisible()
  },

  'No Stars Given': async ({ page }) => {
    await expectBubble(page, 'Customer Feedback')
    await typeRoute(page, '#/contact')
    await press(page, 'slider')
    await expectBubble(page, 'short comment')
    await fillFeedback(page, 'Lovely juice, quick delivery.')
    await expectBubble(page, 'POST api/Feedbacks/')
    await submitAndResend(page, { rating: 0 })
  },

  'Board Minutes': async ({ page }) => {
    await expectBubble(page, 'About Us')
    await page.locator('#sideMenuButton').click()
    await page.locator('#aboutMenuItem').click()
    await press(page, 'terms of use')
    await expectBubble(page, '/ftp')
    // The folder of the terms link, opened in a new tab; the confidential document is in its list.
    const tab = await page.context().newPage()
    await tab.goto(new URL('/ftp', page.url()).href)
    await tab.getByRole('link', { name: 'board-minutes-2024-q3.md' }).click()
    await expect(tab.locator('body')).toContainText(/confidential/i)
    await tab.close()
  },

  'Loud Failure': async ({ page }) => {
    await openLoginPage(page, 'login')
    await loginSteps(page, 'single apostrophe', "'")
  },

  'Tracking Echo': async ({ page }) => {
    page.on('dialog', dialog => { void dialog.dismiss() })
    await expectBubble(page, 'Track Order')
    await typeRoute(page, '#/track-result?id=0010-000003')
    await expectBubble(page, 'id=')
    await typeRoute(page, `#/track-result?id=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`)
  },

  'Left in the Bundle': async ({ page }) => {
    const scripts: Array<Promise<string>> = []
    page.on('response', response => { if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => '')) })
    await openLoginPage(page, 'login')
    await press(page, 'Sources')
    const { email, password } = await credentialsFromScripts(await Promise.all(scripts))
    await expectBubble(page, 'e-mail goes here')
    await page.locator('#email').fill(email)
    await expectBubble(page, 'password here')
    await page.locator('#password').fill(password)
    await page.locator('#loginButton').click()
  },

  'Admin by Apostrophe': async ({ page }) => {
    await openLoginPage(page, 'login')
    await loginSteps(page, "' OR 1=1--", INJECTION)
  },

  'Back Office': async ({ page }) => {
    await expectBubble(page, "administrator's account")
    await page.locator('#navbarAccount').click()
    await page.locator('#navbarLoginButton').click()
    await page.locator('#email').fill(INJECTION)
    await page.locator('#password').fill('no-idea')
    await page.locator('#loginButton').click()
    await expectBubble(page, 'address bar')
    await typeRoute(page, '#/administration')
  },

  'Guessable Gatekeeper': async ({ page }) => {
    await openLoginPage(page, 'login')
    await expectBubble(page, 'admin@juice.shop.test')
    await page.locator('#email').fill('admin@juice.shop.test')
    await expectBubble(page, 'Now guess')
    // The first guesses from the bubble's list fail; the player keeps trying, as the next bubble says.
    for (const guess of ['123456', 'password', 'qwerty', 'qwerty123']) {
      await page.locator('#password').fill(guess)
      await page.locator('#loginButton').click()
      if (guess !== 'qwerty123') await expect(page.getByText('Invalid email or password.')).toBeVisible()
    }
  },

  "Someone Else's Cart": async ({ page, api }) => {
    const account = await registerCustomer(api, 'cartpeek')
    await expectBubble(page, 'Log in with any account')
    await page.locator('#navbarAccount').click()
    await page.locator('#navbarLoginButton').click()
    await page.locator('#email').fill(account.email)
    await page.locator('#password').fill(account.password)
    await page.locator('#loginButton').click()
    await expectBubble(page, 'Your Basket')
    await page.locator('#basketButton').click()
    await press(page, 'Session Storage')
    await expectBubble(page, 'bid')
    const own = (await logInByApi(api, account)).bid
    await page.evaluate(bid => { sessionStorage.setItem('bid', String(bid)) }, own - 1)
    await page.reload()
  },

  Ghostwriter: async ({ page }) => {
    await expectBubble(page, 'Customer Feedback')
    await typeRoute(page, '#/contact')
    await press(page, 'hidden field')
    await expectBubble(page, 'Fill in a comment')
    await fillFeedback(page, 'Great oranges this week.')
    await expectBubble(page, 'fresh captcha and a different UserId')
    await submitAndResend(page, { UserId: 1 })
  },

  'Borrowed Identity': async ({ page, api }) => {
    await press(page, 'Oskar')
    const email = await dogOwnersEmail(api)
    await openLoginPage(page, 'Got his address?')
    await loginSteps(page, "Oskar's address", `${email}'--`)
  }
}

/** The end of every tutorial: the congratulation names the challenge, and Done closes the bubble. */
export async function finishTutorial (page: Page, challenge: string): Promise<void> {
  const bubble = await expectBubble(page, 'Well done!')
  await expect(bubble).toContainText(challenge)
  await bubble.getByRole('button', { name: 'Done' }).click()
  await expect(instructorBubble(page)).toHaveCount(0)
}
