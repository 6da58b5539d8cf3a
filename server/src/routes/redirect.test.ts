import { describe, expect, it } from 'vitest'
import { servedTo } from '../test-support/served-files.js'
import { createTestShop } from '../test-support/test-shop.js'

const t = createTestShop()

describe('the public key folder', () => {
  it('lists the shipped keys and the instance\'s token key, sorted, one per line', async () => {
    const res = await t.api.get('/encryptionkeys')
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.text).toBe('jwt.pub\npremium.key\n')
  })

  it('serves the instance\'s public token key and a shipped key as text', async () => {
    const jwt = await t.api.get('/encryptionkeys/jwt.pub')
    expect([jwt.status, jwt.headers['content-type']]).toEqual([200, expect.stringMatching(/^text\/plain/)])
    expect(jwt.text).toBe(t.shop.registry.get().secrets.jwtPublicKey)
    expect(jwt.text).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    const premium = await t.api.get('/encryptionkeys/premium.key')
    expect([premium.status, premium.headers['content-type']]).toEqual([200, expect.stringMatching(/^text\/plain/)])
  })

  it('answers 404 for names it does not hold, hidden ones and odd characters, and reports none as served', async () => {
    const served = servedTo(t, 'encryptionkeys')
    // '%2E%2E' and '%2E' name folders that exist: the data folder and the key folder itself.
    for (const name of ['jwt.key', 'missing.key', '.premium.key', 'premium.key~', 'prem%20ium.key', 'premium.key%00', '%2E%2E', '%2E']) {
      const res = await t.api.get(`/encryptionkeys/${name}`)
      expect([res.status, res.body.error], name).toEqual([404, 'File not found'])
    }
    expect(served).toEqual([])
  })
})

describe('the premium page', () => {
  it('is a page of its own', async () => {
    const res = await t.api.get('/premium/golden-pulp-8d41')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toContain('<title>Golden Pulp</title>')
    expect(res.text).toContain('<h1>The Golden Pulp Vault</h1>')
  })
})

describe('what the key folder and the premium page tell the shop they served', () => {
  it('names the folder, the file and who asked (nobody without a login)', async () => {
    const served: unknown[] = []
    t.shop.registry.get().events.on('file.served', payload => { served.push(payload) })
    const { token } = await t.login(t.email('lena.fischer'), 'Mango&Me2023')
    const shopper = (await t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)).body.user.id as number
    await t.api.get('/encryptionkeys/jwt.pub')
    await t.api.get('/encryptionkeys/premium.key').set('Authorization', `Bearer ${token}`)
    await t.api.get('/premium/golden-pulp-8d41').set('Authorization', `Bearer ${token}`)
    await t.api.get('/encryptionkeys/missing.key')
    expect(served).toEqual([
      { root: 'encryptionkeys', realName: 'jwt.pub', requesterId: null },
      { root: 'encryptionkeys', realName: 'premium.key', requesterId: shopper },
      { root: 'premium', realName: 'golden-pulp-8d41', requesterId: shopper }
    ])
  })
})
