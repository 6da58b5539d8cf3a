import { describe, expect, it } from 'vitest'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()
const page = async (cookie?: string): Promise<string> => {
  const call = t.api.get('/promotion')
  const res = cookie === undefined ? await call : await call.set('Cookie', cookie)
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  return res.text
}
const shopName = (): string => t.shop.config.application.name

const EXPECTED = {
  en: {
    parts: (shop: string) => ['<html lang="en">', `<title>Fresh from the press · ${shop}</title>`, '<h1>Fresh from the press</h1>',
      '<p class="lead">Twenty seconds in our pressing room', '<track kind="captions" srclang="en" label="English" default>',
      'Your browser cannot play this film.', '<figcaption>Captions are on; switch them off in the player.</figcaption>',
      '<a class="primary" href="./#/search">Shop our juices</a><a class="secondary" href="./#/about">Our story</a>',
      `<a class="brand" href="./#/search">${shop}</a><a class="back" href="./#/search">Back to the shop</a>`],
    points: ['Pressed the same day', 'Returnable glass', 'Since 2016']
  },
  de: {
    parts: (shop: string) => ['<html lang="de">', `<title>Frisch aus der Presse · ${shop}</title>`, '<h1>Frisch aus der Presse</h1>',
      '<p class="lead">Zwanzig Sekunden in unserem Presseraum', '<track kind="captions" srclang="en" label="Englisch" default>',
      'Dein Browser kann diesen Film nicht abspielen.', '<figcaption>Die Untertitel sind englisch und eingeschaltet',
      '<a class="primary" href="./#/search">Zu unseren Säften</a><a class="secondary" href="./#/about">Unsere Geschichte</a>',
      `<a class="brand" href="./#/search">${shop}</a><a class="back" href="./#/search">Zurück zum Shop</a>`],
    points: ['Am selben Tag gepresst', 'Pfandglas', 'Seit 2016']
  }
}

describe('GET /promotion', () => {
  // The film's captions are English in every language; the page around it follows the language cookie.
  it.each([['en', undefined], ['de', 'language=de']] as const)('shows the film, three reasons to buy and the ways back in %s', async (language, cookie) => {
    const html = await page(cookie)
    for (const part of EXPECTED[language].parts(shopName())) expect(html).toContain(part)
    expect([...html.matchAll(/<section class="point"><h2>([^<]+)<\/h2><p>[^<]+<\/p><\/section>/g)].map(m => m[1])).toEqual(EXPECTED[language].points)
    // The captions file, inlined for the loader, is a WebVTT file.
    expect(html).toMatch(/<script type="text\/vtt" id="promotion-captions">\nWEBVTT/)
  })

  it('carries its own style and the loader that turns the inlined captions into the film\'s shown track', async () => {
    const html = await page(undefined)
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    for (const rule of ['video{display:block', '.point{', '.actions a{', 'video::cue{', '@media (max-width:600px)']) expect(style).toContain(rule)
    const loader = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1] ?? ''
    expect(loader).toContain("document.getElementById('promotion-captions').textContent.trim()")
    expect(loader).toContain("document.querySelector('#promotion-film track')")
    expect(loader).toContain("new Blob([captions], { type: 'text/vtt' })")
    expect(loader).toContain("track.track.mode = 'showing'")
  })
})
