import { expect, test } from '@playwright/test'

/*
 * The promotion page as a shopper meets it: linked from About, the film plays with English
 * captions on, and the page speaks German when the shop does.
 */

test('About links to the promotion, whose film plays with its captions', async ({ page }) => {
  await page.goto('/#/about')
  await page.locator('#promotionLink').click()
  await expect(page).toHaveURL(/\/promotion$/)
  await expect(page.getByRole('heading', { name: 'Fresh from the press' })).toBeVisible()

  const film = page.locator('#promotion-film')
  await film.evaluate(async (video: HTMLVideoElement) => { video.muted = true; await video.play() })
  await expect.poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(1)
  expect(await film.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(20)
  const captions = await film.evaluate((video: HTMLVideoElement) => ({ mode: video.textTracks[0].mode, cues: video.textTracks[0].cues?.length ?? 0 }))
  expect(captions).toEqual({ mode: 'showing', cues: 5 })
  // The first caption, at two seconds in.
  await film.evaluate(async (video: HTMLVideoElement) => {
    video.pause()
    const seeked = new Promise(resolve => { video.addEventListener('seeked', resolve, { once: true }) })
    video.currentTime = 2
    await seeked
  })
  await expect.poll(() => film.evaluate((video: HTMLVideoElement) => (video.textTracks[0].activeCues?.[0] as VTTCue | undefined)?.text ?? '')).toContain('Juice Shop')
})

test('the promotion page speaks German with the shop, the captions stay English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de_DE', url: baseURL }])
  await page.goto('/promotion')
  await expect(page.getByRole('heading', { name: 'Frisch aus der Presse' })).toBeVisible()
  await expect(page.getByText('Die Untertitel sind englisch')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zu unseren Säften' })).toHaveAttribute('href', './#/search')
})
