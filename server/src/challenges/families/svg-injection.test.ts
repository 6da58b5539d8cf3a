import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'
import { reportChecked } from '../../test-support/client-reports.js'

const t = createExploitShop()
const decal = `../../../../redirect?to=${encodeURIComponent('https://code.example/juice-shop')}`

describe('svgInjectionChallenge', () => {
  it('ignores a decal claim without a redirect served, or one staying in the decal folder', async () => {
    const socket = await (await t.listening()).socket()
    await reportChecked(t, socket, 'verifySvgInjectionChallenge', decal)
    await reportChecked(t, socket, 'verifySvgInjectionChallenge', 'orange-slice.svg')
    expect(await t.solved('svgInjectionChallenge')).toBe(false)
  })

  it('is solved when the deluxe page loads its decal through a redirect the shop just served', async () => {
    await basketExploits.svgInjectionChallenge(t)
    expect(await t.solved('svgInjectionChallenge')).toBe(true)
  })
})
