import { beforeAll, describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { domXssFamily } from './dom-xss.js'
import type { Socket } from 'socket.io-client'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { catalogueExploits } from '../../test-support/exploits/catalogue.js'
import { nextEvent } from '../../test-support/realtime.js'
import { reportChecked } from '../../test-support/client-reports.js'

const t = createExploitShop()
const payload = '<iframe src="javascript:alert(`xss`)">'
const jukebox = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/assets/public/jingle/player.html"></iframe>'
let socket: Socket

beforeAll(async () => {
  socket = await (await t.listening()).socket()
})


describe('localXssChallenge', () => {
  it('ignores a claim for a search the server never served', async () => {
    await reportChecked(t, socket, 'verifyLocalXssChallenge', payload)
    expect(await t.solved('localXssChallenge')).toBe(false)
  })

  it('ignores a search without the iframe payload', async () => {
    await t.api.get('/rest/products/search').query({ q: 'orange' })
    await reportChecked(t, socket, 'verifyLocalXssChallenge', 'orange')
    expect(await t.solved('localXssChallenge')).toBe(false)
  })

  it('is solved when the browser reports a javascript iframe search the server just served', async () => {
    const solved = nextEvent(socket, 'challenge solved')
    await catalogueExploits.localXssChallenge(t)
    const event = await solved
    expect(event).toMatchObject({ key: 'localXssChallenge', challenge: 'Search Box Script', isRestore: false })
    expect(event.flag).toMatch(/^[0-9a-f]{40}$/)
    expect(await t.solved('localXssChallenge')).toBe(true)
  })
})

describe('xssBonusChallenge', () => {
  it('ignores a jukebox claim for a search the server never served', async () => {
    await reportChecked(t, socket, 'verifyLocalXssChallenge', jukebox)
    expect(await t.solved('xssBonusChallenge')).toBe(false)
  })

  it('is solved when the browser reports a search that embedded the shop\'s jingle player', async () => {
    const solved = nextEvent(socket, 'challenge solved')
    await catalogueExploits.xssBonusChallenge(t)
    expect(await solved).toMatchObject({ key: 'xssBonusChallenge', challenge: 'Jukebox in the Search' })
    expect(await t.solved('xssBonusChallenge')).toBe(true)
  })
})

describe('search-box report rule', () => {
  const keysFor = (claim: unknown, served: string | null = typeof claim === 'string' ? claim : null): string[] => {
    const h = familyHarness(domXssFamily)
    if (served !== null) h.emit('search.performed', { query: served } as never)
    return h.report('verifyLocalXssChallenge', claim)
  }

  it('accepts a served javascript or jingle iframe, each for its own challenge', () => {
    expect(keysFor(payload)).toEqual(['localXssChallenge'])
    expect(keysFor("<IFRAME SRC='  javascript:alert(1)'>")).toEqual(['localXssChallenge'])
    expect(keysFor('<iframe src=javascript:alert(1)>')).toEqual(['localXssChallenge'])
    expect(keysFor(jukebox)).toEqual(['xssBonusChallenge'])
    expect(keysFor('<iframe src="http://localhost:3000/assets/public/jingle/player.html">')).toEqual(['xssBonusChallenge'])
  })

  it('refuses claims the server did not serve, other markup and oversized or non-text reports', () => {
    expect(keysFor(payload, 'orange')).toEqual([])
    expect(keysFor(payload, `${payload} `)).toEqual([])
    expect(keysFor('<img src="javascript:alert(1)">')).toEqual([])
    expect(keysFor('<iframe data-src="javascript:alert(1)">')).toEqual([])
    expect(keysFor('<iframe src="https://example.test/javascript:">')).toEqual([])
    expect(keysFor('<iframe src="/assets/public/jingle/player.htmlx">')).toEqual([])
    expect(keysFor('<iframe src="/assets/public/jingle/other.html">')).toEqual([])
    expect(keysFor([payload], payload)).toEqual([])
    expect(keysFor([jukebox], jukebox)).toEqual([])
    const long = `${payload}${' '.repeat(201 - payload.length)}`
    expect(keysFor(long)).toEqual([])
    const longest = `${payload}${' '.repeat(200 - payload.length)}`
    expect(keysFor(longest)).toEqual(['localXssChallenge'])
  })

  it('accepts each iframe up to 200 characters, whatever the search log holds', () => {
    const padded = (claim: string, length: number): string => claim.replace('<iframe ', `<iframe ${' '.repeat(length - claim.length)}`)
    const claimed = (claim: string): string[] => {
      const h = familyHarness(domXssFamily)
      h.observations.record('search', claim)
      return h.report('verifyLocalXssChallenge', claim)
    }
    expect(keysFor(padded(jukebox, 200))).toEqual(['xssBonusChallenge'])
    expect(claimed(padded(payload, 201))).toEqual([])
    expect(claimed(padded(jukebox, 201))).toEqual([])
  })

  it('remembers only searches short enough to be claimed', () => {
    const h = familyHarness(domXssFamily)
    const long = `${payload}${'x'.repeat(201 - payload.length)}`
    h.emit('search.performed', { query: long })
    h.emit('search.performed', { query: long.slice(0, 200) })
    expect(h.observations.seen('search', long)).toBe(false)
    expect(h.observations.seen('search', long.slice(0, 200))).toBe(true)
  })
})
