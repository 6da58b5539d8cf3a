import { deflateSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { rateFiveAndSolveCaptcha } from '../support/feedback-form'
import { expectSolved, logInByApi, openLoggedIn, registerCustomer, uniqueEmail } from '../support/shop'

/*
 * The customer-facing screens beside the catalogue: forgot password, contact,
 * About, photo wall, token sale, third-party sign-in and remember me.
 */

/** A real 8x8 PNG (orange square), built here so the upload is a picture by its bytes. */
function tinyPng (): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => { let c = 0xffffffff; for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0 }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(8, 0)
  header.writeUInt32BE(8, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [242, 140, 30]).flat()])))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

test('forgot password: the question appears after typing stops, and the new password logs in', async ({ page, request }) => {
  const email = uniqueEmail('forgetful')
  const questions = (await (await request.get('/api/SecurityQuestions/')).json() as { data: Array<{ id: number; question: string }> }).data
  const created = await request.post('/api/Users/', { data: { email, password: 'Old-Juice-1', passwordRepeat: 'Old-Juice-1', securityQuestion: { id: questions[0].id }, securityAnswer: 'Clementine' } })
  expect(created.status()).toBe(201)

  await page.goto('/#/forgot-password')
  const answer = page.locator('#securityAnswer')
  await expect(answer).toBeDisabled()
  await page.getByLabel('Email').pressSequentially(email, { delay: 5 })
  // Nothing is looked up while typing; the question shows about a second after the last key.
  await expect(page.locator('#securityQuestion')).toHaveValue('')
  await expect(page.locator('#securityQuestion')).toHaveValue(questions[0].question, { timeout: 4000 })
  await expect(answer).toBeEnabled()

  // A wrong answer shows the server's error and clears the secret fields.
  await answer.fill('Tangerine')
  await page.getByLabel('New Password', { exact: true }).fill('New-Juice-2')
  await page.getByLabel('Repeat New Password').fill('New-Juice-2')
  await page.getByRole('button', { name: 'Change' }).click()
  await expect(page.getByRole('alert')).toContainText('Wrong answer to security question.')
  await expect(answer).toHaveValue('')

  await answer.fill('clementine')
  await page.getByLabel('New Password', { exact: true }).fill('New-Juice-2')
  await page.getByLabel('Repeat New Password').fill('New-Juice-2')
  await page.getByRole('button', { name: 'Change' }).click()
  await expect(page.getByText('Your password was successfully changed.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')

  await page.goto('/#/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('New-Juice-2')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/#\/search/)
})

test('feedback with captcha earns the five-star thanks and then runs in the About slideshow', async ({ page }) => {
  const comment = `Squeezed to perfection ${Date.now().toString(36)}`
  await page.goto('/#/contact')
  await expect(page.getByLabel('Author')).toHaveValue('Anonymous')
  await page.getByLabel('Comment').fill(comment)
  const { question, answer } = await rateFiveAndSolveCaptcha(page)
  await page.getByLabel('Result').fill(answer)
  await page.getByLabel('Result').press('Enter')
  await expect(page.getByText('Thank you so much for your amazing 5-star feedback!')).toBeVisible()
  await expect(page.getByLabel('Comment')).toHaveValue('')
  await expect(page.locator('#captcha')).not.toHaveText(question)

  await page.goto('/#/about')
  await expect(page.getByText('pressing juice since 2016', { exact: false })).toBeVisible()
  const slide = page.locator('#feedback-slideshow .feedback-comment')
  for (let i = 0; i < 30 && !((await slide.textContent()) ?? '').includes(comment); i++) {
    await page.getByRole('button', { name: 'Next' }).click()
  }
  await expect(slide).toContainText(`${comment} (anonymous)`)
  await expect(page.locator('#feedback-slideshow img')).toHaveCSS('height', '300px')
})

test('a customer uploads a photo and sees it on the wall', async ({ page, request }) => {
  const login = await logInByApi(request, await registerCustomer(request, 'photographer'))
  const caption = `Picnic ${Date.now().toString(36)}`
  await openLoggedIn(page, login, '/#/photo-wall')
  await expect(page.getByText('Crate #7 of our first harvest')).toBeVisible()

  // A file that is not a picture by its bytes is refused in the browser.
  await page.locator('#image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('PK\u0003\u0004 not a picture') })
  await expect(page.getByText('Only PNG and JPEG images are allowed.')).toBeVisible()

  await page.locator('#image').setInputFiles({ name: 'picnic.png', mimeType: 'image/png', buffer: tinyPng() })
  await page.getByLabel('Caption').fill(caption)
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Your image was successfully uploaded.')).toBeVisible()
  const card = page.locator('.memory', { hasText: caption })
  await expect(card).toBeVisible()
  await expect(card.getByText(`${login.email.split('@')[0]} ©`)).toBeVisible()
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8)
})

test('third-party sign-in against the local provider creates the account and logs in', async ({ page }) => {
  const email = uniqueEmail('mailbox')
  await page.goto('/#/login')
  await page.getByRole('button', { name: 'Log in with Google' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in with MailBox' })).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page.getByText('You have been logged in with your third-party account.')).toBeVisible()
  await expect(page).toHaveURL(/#\/search/)
  const stored = await page.evaluate(() => localStorage.getItem('token'))
  const payload = JSON.parse(Buffer.from((stored ?? '').split('.')[1], 'base64url').toString()) as { data: { email: string } }
  expect(payload.data.email).toBe(email)
})

test('a failed third-party return clears the login and goes back to the login page', async ({ page }) => {
  await page.goto('/#/access_token=not-a-token&token_type=Bearer')
  await expect(page).toHaveURL(/#\/login/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('remember me pre-fills the e-mail and ticks the box after a reload', async ({ page, request }) => {
  const account = await registerCustomer(request, 'remembered')
  await page.goto('/#/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/#\/search/)
  await page.evaluate(() => { localStorage.removeItem('token') })
  await page.goto('/#/login')
  await page.reload()
  await expect(page.getByLabel('Email')).toHaveValue(account.email)
  await expect(page.getByLabel('Remember me')).toBeChecked()
})

test('the token-sale page answers at its hidden route and solves Hidden Coin Offer', async ({ page, request }) => {
  await page.goto('/#/presale-pulp-x7')
  await expect(page.getByRole('heading', { name: 'Pulpcoin presale' })).toBeVisible()
  await page.getByText('Can I mine Pulpcoin?').click()
  await expect(page.getByText('Pulpcoin can only be squeezed.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read the whitepaper' })).toHaveAttribute('href', /whitepaper/)
  await expectSolved(request, 'tokenSaleChallenge')
})
