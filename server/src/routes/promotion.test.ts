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

describe('GET /promotion', () => {
  it('shows the film with English captions, three reasons to buy and the ways back, in English', async () => {
    const html = await page()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(`<title>Fresh from the press · ${shopName()}</title>`)
    expect(html).toContain('<h1>Fresh from the press</h1>')
    expect(html).toContain('<p class="lead">Twenty seconds in our pressing room')
    expect(html).toContain('<track kind="captions" srclang="en" label="English" default>')
    expect(html).toContain('Your browser cannot play this film.')
    expect(html).toContain('<figcaption>Captions are on; switch them off in the player.</figcaption>')
    expect([...html.matchAll(/<section class="point"><h2>([^<]+)<\/h2><p>[^<]+<\/p><\/section>/g)].map(m => m[1]))
      .toEqual(['Pressed the same day', 'Returnable glass', 'Since 2016'])
    expect(html).toContain('<a class="primary" href="./#/search">Shop our juices</a><a class="secondary" href="./#/about">Our story</a>')
    expect(html).toContain(`<a class="brand" href="./#/search">${shopName()}</a><a class="back" href="./#/search">Back to the shop</a>`)
    // The captions file, inlined for the loader, is a WebVTT file.
    expect(html).toMatch(/<script type="text\/vtt" id="promotion-captions">\nWEBVTT/)
  })

  it('speaks German to a German language cookie; the film\'s captions stay English', async () => {
    const html = await page('language=de')
    expect(html).toContain('<html lang="de">')
    expect(html).toContain(`<title>Frisch aus der Presse · ${shopName()}</title>`)
    expect(html).toContain('Zwanzig Sekunden in unserem Presseraum')
    expect(html).toContain('<track kind="captions" srclang="en" label="Englisch" default>')
    expect(html).toContain('Dein Browser kann diesen Film nicht abspielen.')
    expect(html).toContain('Die Untertitel sind englisch und eingeschaltet')
    expect([...html.matchAll(/<section class="point"><h2>([^<]+)<\/h2>/g)].map(m => m[1])).toEqual(['Am selben Tag gepresst', 'Pfandglas', 'Seit 2016'])
    expect(html).toContain('>Zu unseren Säften</a><a class="secondary" href="./#/about">Unsere Geschichte</a>')
    expect(html).toContain('>Zurück zum Shop</a>')
  })
})
