// Temporary screenshot script (not committed).
import { chromium } from 'playwright'
const base = `http://127.0.0.1:${process.env.PORT}`
const out = '/tmp/clsweb/shots'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
const only = process.env.ONLY ? process.env.ONLY.split(',') : null
for (const lang of ['en', 'de']) {
  for (const [size, viewport] of Object.entries(sizes)) {
    const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: size === 'phone', hasTouch: size === 'phone' })
    await ctx.addCookies([
      { name: 'language', value: lang, url: base },
      { name: 'welcomebanner_status', value: 'dismiss', url: base },
      { name: 'cookieconsent_status', value: 'dismiss', url: base }
    ])
    const page = await ctx.newPage()
    const shot = async name => { if (!only || only.includes(name)) await page.screenshot({ path: `${out}/${name}-${size}-${lang}.png`, fullPage: false }) }
    await page.goto(`${base}/#/search`)
    await page.waitForURL(/classroom\/join/)
    await page.locator('#teamName').waitFor()
    await page.waitForTimeout(500)
    await shot('join')
    await page.fill('#teamName', `Team ${lang} ${size}`)
    await page.click('#joinTeamButton')
    await page.getByTestId('passcode').waitFor()
    await page.waitForTimeout(300)
    await shot('passcode')
    await page.goto(`${base}/#/classroom/leaderboard`)
    await page.getByTestId('leaderboard').waitFor()
    await page.waitForTimeout(500)
    await shot('leaderboard')
    await page.goto(`${base}/#/classroom/leaderboard/teams/${encodeURIComponent(process.env.SOLVER ?? 'Blue Kiwis')}`)
    await page.waitForTimeout(1200)
    await shot('team')
    await page.goto(`${base}/#/classroom/projector`)
    await page.getByTestId('projector').waitFor()
    await page.waitForTimeout(800)
    await shot('projector')
    await page.goto(`${base}/#/classroom/trainer`)
    await page.locator('#trainerPassword').waitFor()
    await shot('trainer-signin')
    await page.fill('#trainerPassword', 'trainer-secret')
    await page.click('#trainerSignInButton')
    await page.getByTestId('trainer-teams').waitFor()
    await page.waitForTimeout(800)
    await shot('trainer')
    await page.screenshot({ path: `${out}/trainer-full-${size}-${lang}.png`, fullPage: true })
    await page.goto(`${base}/#/search`)
    await page.waitForTimeout(1500)
    await shot('shop')
    await ctx.close()
  }
}
await browser.close()
