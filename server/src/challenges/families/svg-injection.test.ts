import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'

const t = createExploitShop()
const decal = `../../../../redirect?to=${encodeURIComponent('https://code.example/juice-shop')}`
const settle = async (): Promise<void> => { await new Promise(resolve => setTimeout(resolve, 200)) }

describe('svgInjectionChallenge', () => {
  it('ignores a decal claim without a redirect served, or one staying in the decal folder', async () => {
    const socket = await (await t.listening()).socket()
    socket.emit('verifySvgInjectionChallenge', decal)
    socket.emit('verifySvgInjectionChallenge', 'orange-slice.svg')
    await settle()
    expect(await t.solved('svgInjectionChallenge')).toBe(false)
  })

  it('is solved when the deluxe page loads its decal through a redirect the shop just served', async () => {
    await basketExploits.svgInjectionChallenge(t)
    expect(await t.solved('svgInjectionChallenge')).toBe(true)
  })
})
