import { chromium } from 'playwright'
const base = `http://127.0.0.1:${process.env.PORT}`
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
page.on('console', m => console.log('console', m.type(), m.text()))
page.on('pageerror', e => console.log('pageerror', e.message))
page.on('response', r => { if (r.url().includes('/rest/') || r.url().includes('classroom')) console.log(r.status(), r.url()) })
await page.goto(`${base}/#/search`)
await page.waitForTimeout(6000)
console.log('URL', page.url())
await browser.close()
