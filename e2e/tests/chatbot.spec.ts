import { expect, test } from '@playwright/test'
import { logInByApi, openLoggedIn, registerCustomer } from '../support/shop'

test('a customer tells the bot their name and asks for a price', async ({ page, request }) => {
  const account = await registerCustomer(request, 'chatter')
  await openLoggedIn(page, await logInByApi(request, account), '/#/chatbot')
  const log = page.locator('#chatWindow')
  await expect(log).toContainText("What's your name?")

  const input = page.getByLabel('Message')
  await input.fill('Rosa')
  await input.press('Enter')
  await expect(log.locator('.chat-bot').last()).toContainText('Nice to meet you, Rosa!')

  await input.fill('How much is the Mango Monsoon?')
  await input.press('Enter')
  await expect(log.locator('.chat-bot').last()).toContainText(/Mango Monsoon costs \d+\.\d{2}¤/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
  await expect(log).toHaveCSS('overflow-y', 'auto')
})
