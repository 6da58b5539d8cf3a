import { describe, expect, it } from 'vitest'
import { communityExploits } from '../../test-support/exploits/community.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('photoWallFileTypeChallenge', () => {
  it('is not solved by a real picture', async () => {
    const { token } = await t.login(t.email('qa.bot'), 'Qa-Bot-Smoke-1')
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    expect((await t.api.post('/rest/memories').set('Authorization', `Bearer ${token}`).field('caption', 'Real').attach('image', png, 'real.png')).status).toBe(201)
    expect(await t.solved('photoWallFileTypeChallenge')).toBe(false)
  })

  it('is solved by a ZIP archive renamed to .png', async () => {
    await communityExploits.photoWallFileTypeChallenge(t)
    expect(await t.solved('photoWallFileTypeChallenge')).toBe(true)
  })
})
