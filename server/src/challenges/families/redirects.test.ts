import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { cryptoPages } from '../../domain/redirect/redirect.js'
import { familyHarness } from '../../test-support/family-harness.js'
import { redirectsFamily } from './redirects.js'

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

describe('redirect rules', () => {
  const served = (to: string): string[] => {
    const h = familyHarness(redirectsFamily)
    h.emit('redirect.served', { to })
    return h.solved
  }

  it('solves the crypto challenge only for a retired wallet page', () => {
    expect(served(cryptoPages[0])).toEqual(['cryptoQrRedirectChallenge'])
    expect(served('https://merch.example/juice-shop')).toEqual([])
  })

  it.each([
    ['a foreign site quoting an allowlisted page', 'https://evil.example/?https://code.example/juice-shop'],
    ['a target that is no absolute URL', 'not a url https://code.example/juice-shop']
  ])('solves the allowlist challenge for %s', (_case, to) => {
    expect(served(to)).toEqual(['redirectAllowlistChallenge'])
  })
})

describe('svgInjectionChallenge rule', () => {
  const target = 'https://code.example/juice-shop'
  const decal = `../../../../redirect?to=${encodeURIComponent(target)}`
  /** The keys a decal report solves once the shop has served a redirect to `seen` (if any). */
  const reported = (payload: unknown, seen: string | null = target) => {
    const h = familyHarness(redirectsFamily)
    if (seen !== null) h.observations.record('redirect', seen)
    return { keys: h.report('verifySvgInjectionChallenge', payload), errors: h.errors }
  }
  const padded = (length: number): string => `${decal}&pad=${'x'.repeat(length - decal.length - 5)}`

  it('accepts a decal walking out to a redirect the shop served, up to 500 characters', () => {
    expect(reported(decal).keys).toEqual(['svgInjectionChallenge'])
    expect(padded(500)).toHaveLength(500)
    expect(reported(padded(500)).keys).toEqual(['svgInjectionChallenge'])
  })

  it.each([
    ['a report longer than 500 characters', padded(501)],
    ['a report that is no string', [decal]],
    ['a decal staying in the decal folder', `orange.svg?to=${encodeURIComponent(target)}`],
    ['a path below /redirect', `../../../../redirect/x?to=${encodeURIComponent(target)}`]
  ])('refuses %s', (_case, payload) => {
    expect(reported(payload).keys).toEqual([])
  })

  it('refuses a redirect the shop has not served lately', () => {
    expect(reported(decal, null).keys).toEqual([])
  })

  it('refuses a target off the allowlist, even one seen before', () => {
    const foreign = 'https://evil.example/'
    expect(reported(`../../../../redirect?to=${encodeURIComponent(foreign)}`, foreign).keys).toEqual([])
  })

  it('refuses a redirect without a target quietly', () => {
    const { keys, errors } = reported('../../../../redirect?from=x')
    expect(keys).toEqual([])
    expect(errors).toEqual([])
  })
})
