import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { createTestShop } from '../../test-support/test-shop.js'

const t = createTestShop()
const payload = '<iframe src="javascript:alert(`xss`)">'
let server: http.Server
let socket: Socket

beforeAll(async () => {
  server = http.createServer(t.shop.app)
  t.shop.attach(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  socket = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { path: '/socket.io', transports: ['websocket'] })
  await new Promise<void>(resolve => socket.on('connect', () => resolve()))
})
afterAll(async () => {
  socket.close()
  await new Promise(resolve => server.close(resolve))
})

const solvedEvent = () => new Promise<Record<string, unknown>>(resolve => socket.once('challenge solved', resolve))

describe('localXssChallenge', () => {
  it('ignores a claim for a search the server never served', async () => {
    socket.emit('verifyLocalXssChallenge', payload)
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(await t.solved('localXssChallenge')).toBe(false)
  })

  it('ignores a search without the iframe payload', async () => {
    await t.api.get('/rest/products/search').query({ q: 'orange' })
    socket.emit('verifyLocalXssChallenge', 'orange')
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(await t.solved('localXssChallenge')).toBe(false)
  })

  it('is solved when the browser reports a javascript iframe search the server just served', async () => {
    const solved = solvedEvent()
    await t.api.get('/rest/products/search').query({ q: payload })
    socket.emit('verifyLocalXssChallenge', payload)
    const event = await solved
    expect(event).toMatchObject({ key: 'localXssChallenge', challenge: 'Search Box Script', isRestore: false })
    expect(event.flag).toMatch(/^[0-9a-f]{40}$/)
    expect(await t.solved('localXssChallenge')).toBe(true)
  })
})

describe('xssBonusChallenge', () => {
  const jukebox = '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/assets/public/jingle/player.html"></iframe>'

  it('ignores a jukebox claim for a search the server never served', async () => {
    socket.emit('verifyLocalXssChallenge', jukebox)
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(await t.solved('xssBonusChallenge')).toBe(false)
  })

  it('is solved when the browser reports a search that embedded the shop\'s jingle player', async () => {
    const solved = solvedEvent()
    await t.api.get('/rest/products/search').query({ q: jukebox })
    socket.emit('verifyLocalXssChallenge', jukebox)
    expect(await solved).toMatchObject({ key: 'xssBonusChallenge', challenge: 'Jukebox in the Search' })
    expect(await t.solved('xssBonusChallenge')).toBe(true)
  })
})
