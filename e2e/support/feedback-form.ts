import { expect, type Page } from '@playwright/test'

/**
 * Gives the Contact page's feedback the highest rating and works out its captcha as a reader would.
 * Returns the question shown and the answer, which the caller types where its test needs it.
 */
export async function rateFiveAndSolveCaptcha (page: Page): Promise<{ question: string, answer: string }> {
  const slider = page.getByRole('slider')
  await slider.focus()
  await slider.press('End')
  // The question arrives with its own request: "Loading…" until then.
  await expect(page.locator('#captcha')).toHaveText(/What is .+ \?/)
  const question = (await page.locator('#captcha').textContent()) ?? ''
  const expression = /What is (.+) \?/.exec(question)?.[1] ?? ''
  expect(expression).toMatch(/^[\d+\-*]+$/)
  // eslint-disable-next-line no-new-func
  return { question, answer: String(Function(`return ${expression}`)()) }
}
