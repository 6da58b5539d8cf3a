import { describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { basketExploits } from '../../test-support/exploits/basket.js'

const t = createExploitShop()

describe('premiumPaywallChallenge', () => {
  it('is not solved by reading the key alone, and the key folder serves nothing outside it', async () => {
    expect((await t.api.get('/encryptionkeys/premium.key')).status).toBe(200)
    expect((await t.api.get('/encryptionkeys/..%2Fusers.yml')).status).toBe(403)
    expect(await t.solved('premiumPaywallChallenge')).toBe(false)
  })

  it('is solved by decrypting the deluxe page\'s comment with the served key and opening the path', async () => {
    await basketExploits.premiumPaywallChallenge(t)
    expect(await t.solved('premiumPaywallChallenge')).toBe(true)
  })
})
