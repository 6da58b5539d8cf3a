import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { dataFolder } from '../../paths.js'
import { newCustomer, type Customer } from '../../test-support/customers.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { CAPTION_PAYLOAD, promotionCaptionsOf, promotionExploits, slipCaptions } from '../../test-support/exploits/promotion.js'
import { createTestShop } from '../../test-support/test-shop.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { underAttack } from '../../test-support/under-attack.js'
import { promotionFamily } from './promotion.js'

const t = createExploitShop()
/** A second shop, for a second way to solve it. */
const second = createTestShop()
const shipped = fs.readFileSync(path.join(dataFolder, 'promotion', 'captions.vtt'), 'utf8')
let customer: Customer

beforeAll(async () => { customer = await newCustomer(t, 'promo') })

const captionsFile = () => path.join(t.shop.registry.get().filesDir, 'promotion', 'captions.vtt')

describe('/promotion for an honest shopper', () => {
  it('shows the film with its poster, the English caption track and the shipped captions, seeded into the file area', async () => {
    const res = await t.api.get('/promotion')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.text).toContain('<source src="assets/public/videos/promotion.webm" type="video/webm">')
    expect(res.text).toContain('poster="assets/public/videos/promotion-poster.jpg"')
    expect(res.text).toContain('<track kind="captions" srclang="en" label="English" default>')
    expect(res.text).toContain('<h1>Fresh from the press</h1>')
    expect(await promotionCaptionsOf(t)).toBe(shipped)
    expect(fs.readFileSync(captionsFile(), 'utf8')).toBe(shipped)
    expect(await t.solved('promoCaptionXssChallenge')).toBe(false)
  })

  it('speaks German with the language cookie; the captions stay English', async () => {
    const res = await t.api.get('/promotion').set('Cookie', 'token=x; language=de_DE')
    expect(res.text).toContain('<html lang="de">')
    expect(res.text).toContain('<h1>Frisch aus der Presse</h1>')
    expect(res.text).toContain('label="Englisch"')
    expect(res.text).toContain('We have been pressing juice since 2016')
  })

  it('shows captions the instance replaced, and escapes the configured shop name', async () => {
    await slipCaptions(t, customer, 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nNew season, new juice!')
    expect(await promotionCaptionsOf(t)).toContain('New season, new juice!')
    expect((await t.api.get('/promotion')).text).toContain('<a class="brand" href="./#/search">Juice Shop</a>')
  })
})

describe('promoCaptionXssChallenge', () => {
  it('stays unsolved for active markup that stays inside the captions block, or a closed block followed by plain markup', async () => {
    for (const captions of [
      `${shipped}\n<script>alert(1)</script>`,
      `${shipped}\n<img src=x onerror=alert(1)>`,
      `${shipped}\n</script><b>Fresh</b> <a href="https://merch.example/juice-shop">merch</a>`,
      `${shipped}\n</scripted><script>alert(1)`
    ]) {
      await slipCaptions(t, customer, captions)
      expect((await t.api.get('/promotion')).status).toBe(200)
      expect(await t.solved('promoCaptionXssChallenge'), captions.slice(shipped.length)).toBe(false)
    }
  })

  it('is solved when the page is rendered from captions that close the block and add a script, and the exploit leaves the page as it was', async () => {
    await slipCaptions(t, customer, shipped)
    await promotionExploits.promoCaptionXssChallenge(t)
    expect(await t.solved('promoCaptionXssChallenge')).toBe(true)
    const after = await t.api.get('/promotion')
    expect(after.text).not.toContain(CAPTION_PAYLOAD)
    expect(await promotionCaptionsOf(t)).toBe(shipped)
  })

  it('is solved by an event-handler attribute after the closed block too, in any case', async () => {
    const other = await newCustomer(second, 'promo')
    await slipCaptions(second, other, `${shipped}\n</SCRIPT ><svg onload=alert(1)>`)
    expect(await second.solved('promoCaptionXssChallenge')).toBe(false)
    expect((await second.api.get('/promotion')).text).toContain('</SCRIPT ><svg onload=alert(1)>')
    expect(await second.solved('promoCaptionXssChallenge')).toBe(true)
  })
})

describe('containment of the captions file', () => {
  it('skips an archive entry that would put captions outside the file area; the page keeps its own', async () => {
    const other = await newCustomer(second, 'promo')
    const before = await promotionCaptionsOf(second)
    const archive = Buffer.from(zipSync({ '../../../../promotion/captions.vtt': Buffer.from('WEBVTT\n\n</script><script>alert(1)</script>') }))
    const res = await second.api.post('/file-upload').set(other.auth).attach('file', archive, 'escape.zip')
    expect(res.status).toBe(201)
    expect(res.body.data.extracted).toBe(0)
    expect(await promotionCaptionsOf(second)).toBe(before)
  })

  it('refuses captions that lead out of the file area through a link, while honest requests go on', async () => {
    const file = path.join(second.shop.registry.get().filesDir, 'promotion', 'captions.vtt')
    fs.rmSync(file)
    fs.symlinkSync('/etc/passwd', file)
    const { result: page } = await underAttack(second.api, () => second.api.get('/promotion'))
    expect(page.status).toBe(403)
    expect(page.text).not.toContain('root:')
  })

  it('answers 503 with a clear message when something other than a file sits in the captions place', async () => {
    const file = path.join(second.shop.registry.get().filesDir, 'promotion', 'captions.vtt')
    fs.rmSync(file)
    fs.mkdirSync(file)
    const res = await second.api.get('/promotion')
    expect(res.status).toBe(503)
    expect(res.body.error).toBe('The promotion captions cannot be read')
  })
})

describe('promoCaptionXssChallenge rule', () => {
  const rendered = (captions: string) => {
    const h = familyHarness(promotionFamily)
    h.emit('promotion.rendered', { captions })
    return { solved: h.solved.includes('promoCaptionXssChallenge'), errors: h.errors }
  }

  it.each([
    ['a tag right after the closed block', 'WEBVTT\n\n</script><svg onload=alert(1)>'],
    ['a script right after the closed block', 'WEBVTT\n\n</script/><script>alert(1)</script>']
  ])('is solved by %s', (_case, captions) => {
    expect(rendered(captions)).toEqual({ solved: true, errors: [] })
  })

  it.each([
    ['a script closed inside the block, then plain markup', 'WEBVTT\n\n<script></script><b>Fresh</b>'],
    ['captions that never close the block', 'WEBVTT\n\n<script>alert(1)'],
    ['plain captions', 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nFresh']
  ])('stays unsolved, without detector errors, for %s', (_case, captions) => {
    expect(rendered(captions)).toEqual({ solved: false, errors: [] })
  })
})
