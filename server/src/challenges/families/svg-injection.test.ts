import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../test-support/test-shop.js'
import { listen, nextEvent } from '../../test-support/realtime.js'

const t = createTestShop()
const target = 'https://code.example/juice-shop'
const decal = `../../../../redirect?to=${encodeURIComponent(target)}`
const settle = async (): Promise<void> => { await new Promise(resolve => setTimeout(resolve, 200)) }

describe('svgInjectionChallenge', () => {
  it('ignores a decal claim without a redirect served, or one staying in the decal folder', async () => {
    const socket = await (await listen(t)).socket()
    socket.emit('verifySvgInjectionChallenge', decal)
    socket.emit('verifySvgInjectionChallenge', 'orange-slice.svg')
    await settle()
    expect(await t.solved('svgInjectionChallenge')).toBe(false)
  })

  it('is solved when the deluxe page loads its decal through a redirect the shop just served', async () => {
    const socket = await (await listen(t)).socket()
    expect((await t.api.get('/redirect').query({ to: target })).status).toBe(302)
    const solved = nextEvent(socket, 'challenge solved', (e: { key?: string }) => e.key === 'svgInjectionChallenge')
    socket.emit('verifySvgInjectionChallenge', decal)
    await solved
    expect(await t.solved('svgInjectionChallenge')).toBe(true)
  })
})
