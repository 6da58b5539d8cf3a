import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { cryptoPages } from '../../domain/redirect/redirect.js'

const t = createExploitShop()

describe('/redirect', () => {
  it('forwards to allowlisted pages and refuses others with 400', async () => {
    const ok = await t.api.get('/redirect').query({ to: 'https://merch.example/juice-shop' })
    expect(ok.status).toBe(302)
    expect(ok.headers.location).toBe('https://merch.example/juice-shop')
    expect((await t.api.get('/redirect').query({ to: 'https://evil.example/' })).status).toBe(400)
    expect((await t.api.get('/redirect')).status).toBe(400)
    expect(await t.solved('cryptoQrRedirectChallenge')).toBe(false)
    expect(await t.solved('redirectAllowlistChallenge')).toBe(false)
  })
})

describe('cryptoQrRedirectChallenge', () => {
  it('is solved by following a retired crypto-wallet link', async () => {
    await basketExploits.cryptoQrRedirectChallenge(t)
    expect(await t.solved('cryptoQrRedirectChallenge')).toBe(true)
  })
})

describe('redirectAllowlistChallenge', () => {
  it('is solved by hiding an allowlisted URL inside a foreign one', async () => {
    await filesExploits.redirectAllowlistChallenge(t)
    expect(await t.solved('redirectAllowlistChallenge')).toBe(true)
  })
})
