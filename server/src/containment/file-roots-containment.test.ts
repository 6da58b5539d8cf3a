import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { newCustomer, type Customer } from '../test-support/customers.js'
import { escapeMarkers, expectNoEscape } from '../test-support/escape-markers.js'
import { createTestShop } from '../test-support/test-shop.js'
import { underAttack } from '../test-support/under-attack.js'

/**
 * Every route that turns a name from the request into a file (the ftp folder with its NUL-byte
 * flaw, the access logs, the key folder, pictures, translations, advisories, the data-erasure
 * layout) stays inside its virtual root: traversal in every spelling reaches neither the host's
 * files nor the instance's keys, and a flood of such requests does not hold anyone else up.
 */
const t = createTestShop()
let markers: string[]
let customer: Customer

beforeAll(async () => {
  markers = escapeMarkers(t.shop.registry.get().folder)
  customer = await newCustomer(t, 'path.walker')
})

const up = (levels: number, separator: string): string => `..${separator}`.repeat(levels)

/** Names that try to climb to the host's passwd, the instance's keys and the CTF key, in every spelling. */
const names = [
  `${up(12, '%2f')}etc%2fpasswd`,
  `${up(12, '%252f')}etc%252fpasswd`,
  `${up(12, '%5c')}etc%5cpasswd`,
  `${'%2e%2e%2f'.repeat(12)}etc%2fpasswd`,
  `%252fetc%252fpasswd%2500.md`,
  `${up(12, '%252f')}etc%252fpasswd%2500.md`,
  `${up(2, '%252f')}keys%252fjwt.key%2500.md`,
  `${up(3, '%252f')}keys%252fjwt.key%2500.pdf`,
  `${up(3, '%252f')}ctf.key%2500.md`,
  `${up(4, '%252f')}ctf.key%2500.zip`,
  'jwt.key%2500.md'
]

const roots = ['/ftp/', '/support/logs/', '/encryptionkeys/', '/assets/public/images/uploads/', '/assets/public/images/products/',
  '/assets/i18n/', '/.well-known/csaf/white/', '/assets/public/images/privacy/']

describe('file-serving routes', () => {
  it('serve nothing outside their roots, in any spelling, while the shop keeps answering', async () => {
    // Four at a time: the test process is also the client, so a hundred requests sent at once
    // would queue the honest one behind all of them, which measures the machine, not a hold.
    const urls = roots.flatMap(root => names.map(name => root + name))
    const walk = async () => {
      const answers: Array<{ url: string, res: Awaited<ReturnType<typeof t.api.get>> }> = []
      for (let from = 0; from < urls.length; from += 4) {
        answers.push(...await Promise.all(urls.slice(from, from + 4).map(async url => ({ url, res: await t.api.get(url) }))))
      }
      return answers
    }
    const { result } = await underAttack(t.api, walk)
    for (const { url, res } of result) {
      expect(res.status, url).toBeLessThan(500)
      expectNoEscape(res, markers, url)
    }
    const ftp = result.filter(({ url }) => url.startsWith('/ftp/'))
    for (const { url, res } of ftp) expect([400, 403, 404], url).toContain(res.status)
  })

  it('still serves the planted NUL-byte bypass inside the ftp folder', async () => {
    const res = await t.api.get('/ftp/coupon-archive.csv.bak%2500.md').buffer(true)
    expect(res.status).toBe(200)
    expect(String(res.text ?? res.body)).toMatch(/coupon|code/i)
    expectNoEscape(res, markers)
  })
})

describe('data-erasure layout', () => {
  const dataFolder = path.dirname(t.shop.registry.get().folder)
  const views = path.join(projectRoot, 'server', 'views')

  it('renders no file of the host, the keys or the CTF key, absolute or relative', async () => {
    const layouts = [
      '/etc/passwd',
      `${up(12, '/')}etc/passwd`,
      path.join(dataFolder, 'ctf.key'),
      path.join(dataFolder, 'default', 'keys', 'jwt.key'),
      path.relative(views, path.join(dataFolder, 'default', 'keys', 'jwt.key')),
      `${path.relative(views, path.join(dataFolder, 'ctf.key'))}\0.html`,
      'file:///etc/passwd'
    ]
    const cookie = `token=${customer.auth.Authorization.slice(7)}`
    const { result } = await underAttack(t.api, () => Promise.all(layouts.map(async layout =>
      ({ layout, res: await t.api.post('/dataerasure').set('Cookie', cookie).type('form').send({ securityAnswer: 'wrong', layout }) }))))
    for (const { layout, res } of result) {
      expect(res.status, layout).toBeLessThan(500)
      expectNoEscape(res, markers, layout)
    }
  })
})

describe('promotion captions (replaceable through zip slip)', () => {
  const captionsFile = (): string => path.join(t.shop.registry.get().filesDir, 'promotion', 'captions.vtt')

  it('show a link entry that replaced them as its text, never the file it names', async () => {
    expect((await t.api.get('/promotion')).status).toBe(200)
    const link: [Uint8Array, object] = [Buffer.from('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }]
    const res = await t.api.post('/file-upload').set(customer.auth)
      .attach('file', Buffer.from(zipSync({ '../../promotion/captions.vtt': link } as never)), 'captions.zip')
    expect(res.status).toBe(201)
    const page = await t.api.get('/promotion')
    expect(page.status).toBe(200)
    expect(page.text).toContain('/etc/passwd')
    expectNoEscape(page, markers)
  })

  it('refuse a symbolic link in their place that leads out of the file area', async () => {
    fs.rmSync(captionsFile(), { force: true })
    fs.symlinkSync('/etc/passwd', captionsFile())
    try {
      const page = await t.api.get('/promotion')
      expect(page.status).toBe(403)
      expectNoEscape(page, markers)
    } finally {
      fs.rmSync(captionsFile(), { force: true })
    }
  })
})
