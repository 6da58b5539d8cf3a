import { describe, expect, it } from 'vitest'
import { ObservationLog } from '../../challenges/mechanisms/observations.js'
import { exactly } from '../../test-support/exact-message.js'
import { cryptoPages, redirectAllowlist, redirectTarget } from './redirect.js'

function fakeShop () {
  const events: Array<[string, unknown]> = []
  const observations = new ObservationLog()
  const shop = { observations, events: { emit: (name: string, payload: unknown) => { events.push([name, payload]) } } }
  return { shop, events, observations }
}

describe('redirects', () => {
  it('send the browser to an allowlisted page, noting and announcing it', () => {
    const { shop, events, observations } = fakeShop()
    expect(redirectTarget(shop, 'https://merch.example/juice-shop')).toBe('https://merch.example/juice-shop')
    expect(observations.seen('redirect', 'https://merch.example/juice-shop')).toBe(true)
    expect(events).toEqual([['redirect.served', { to: 'https://merch.example/juice-shop' }]])
  })

  it('accept any target that merely contains an allowlisted page (planted: redirectAllowlistChallenge)', () => {
    const { shop } = fakeShop()
    const sneaky = 'https://evil.example/?x=https://code.example/juice-shop'
    expect(redirectTarget(shop, sneaky)).toBe(sneaky)
  })

  it('refuse a missing target', () => {
    for (const to of [undefined, '', ['https://code.example/juice-shop'], 42]) {
      expect(() => redirectTarget(fakeShop().shop, to), JSON.stringify(to)).toThrow('Missing redirect target (?to=).')
    }
  })

  it('refuse other pages, quoting at most 200 characters of them, and note nothing', () => {
    const { shop, events } = fakeShop()
    const long = `https://evil.example/${'x'.repeat(300)}`
    expect(() => redirectTarget(shop, long)).toThrow(exactly(`Unrecognized target URL for redirect: ${long.slice(0, 200)}`))
    expect(() => redirectTarget(shop, 'https://code.example/juice')).toThrow('Unrecognized target URL for redirect: https://code.example/juice')
    expect(events).toEqual([])
  })

  it('list the three retired crypto wallet pages apart', () => {
    expect(cryptoPages).toEqual(redirectAllowlist.filter(url => url.includes('explorer.example/address/')))
    expect(cryptoPages).toHaveLength(3)
  })
})
