import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseConfig, withContentOverlay } from './config.js'
import { readOverlay } from './overlay.js'
import { configFolder, projectRoot } from './paths.js'
import { introduceTo } from './test-support/chatbot.js'
import { newCustomer } from './test-support/customers.js'
import { createTestShop } from './test-support/test-shop.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-overlay-'))
const write = (name: string, text: string): string => {
  const file = path.join(folder, name)
  fs.writeFileSync(file, text)
  return file
}

const goodOverlay = write('good.yml', `
welcomeBanner:
  title: Welcome to the Secure Coding Lab
  message: <p>Today we break things on purpose.</p>
social:
  slackUrl: https://chat.training.example/juice
products:
  - name: Lab Lemonade
    description: Squeezed for the class only.
    price: 2.5
    quantity: 40
    image: lemon-lightning.svg
memories:
  - user: lena.fischer
    caption: Our trainer at the juice bar
    image: support-corner.jpg
chatbot:
  answers:
    - keywords: [lunch, break]
      answer: Lunch is at half past twelve in the foyer.
`)

const t = createTestShop(config => parseConfig(withContentOverlay({ SHOP_OVERLAY: goodOverlay }, config)))

describe('content overlay', () => {
  it('adds its products after the shipped ones, keeping every shipped product and id', async () => {
    const plain = fs.readFileSync(path.join(projectRoot, 'data', 'products.yml'), 'utf8')
    const shippedIds = [...plain.matchAll(/^\s*- id: (\d+)/gm)].map(match => Number(match[1]))
    const res = await t.api.get('/api/Products')
    expect(res.status).toBe(200)
    const products = res.body.data as Array<{ id: number, name: string, price: number, deluxePrice: number }>
    const lab = products.find(p => p.name === 'Lab Lemonade')
    expect(lab).toMatchObject({ price: 2.5, deluxePrice: 2.5 })
    expect(lab!.id).toBe(Math.max(...shippedIds) + 1)
    expect(products.find(p => p.id === 1)?.name).toBe('Blood Orange Blast')
  })

  it('adds its memories to the photo wall', async () => {
    const res = await t.api.get('/rest/memories/')
    const captions = (res.body.data as Array<{ caption: string, User: { username: string } | null }>).map(m => m.caption)
    expect(captions).toContain('Our trainer at the juice bar')
    expect(captions).toContain('Finally organised my fridge')
  })

  it('gives the bot its answers where the rulebook has none, and leaves the rulebook alone', async () => {
    const ask = await introduceTo(t, await newCustomer(t), 'Mira')
    expect(await ask('When is the LUNCH break?')).toBe('Lunch is at half past twelve in the foyer.')
    expect(await ask('What is the weather like?')).toContain('not in my rulebook')
    expect(await ask('hello')).toContain('Mira')
  })

  it('changes the welcome banner and the social links of the public configuration, without sending the content', async () => {
    const { config } = (await t.api.get('/rest/admin/application-configuration')).body
    expect(config.application.welcomeBanner).toEqual({ showOnFirstStart: false, title: 'Welcome to the Secure Coding Lab', message: '<p>Today we break things on purpose.</p>' })
    expect(config.application.social).toMatchObject({ slackUrl: 'https://chat.training.example/juice', twitterUrl: '' })
    expect(config).not.toHaveProperty('content')
  })

  it('names the file and every bad field', () => {
    const bad = write('bad.yml', 'products:\n  - name: X\n    description: d\n    price: -1\n    quantity: 1\n    image: ../../etc/passwd\nsocial:\n  slackUrl: not a link\nsurprise: 1\n')
    let message = ''
    try { readOverlay(bad) } catch (error) { message = (error as Error).message }
    expect(message).toContain(bad)
    for (const field of ['products.0.price', 'products.0.image', 'social.slackUrl', '(root)']) expect(message).toContain(field)
    expect(() => readOverlay(path.join(folder, 'missing.yml'))).toThrow(/Invalid content overlay .*missing\.yml/)
  })

  it('stops the server at start with that message', async () => {
    const bad = write('bad-start.yml', 'chatbot:\n  answers:\n    - keywords: []\n      answer: Hi\n')
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'src', 'main.ts')], {
      cwd: path.join(projectRoot, 'server'),
      env: { ...process.env, NODE_ENV: 'test', NODE_CONFIG_DIR: configFolder, SHOP_OVERLAY: bad, DATA_DIR: folder, PORT: '0' },
      timeout: 30_000
    })
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(new RegExp(`Invalid content overlay ${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\n  - chatbot\\.answers\\.0\\.keywords: `)) })
  }, 40_000)
})
