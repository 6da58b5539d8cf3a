import Hashids from 'hashids'
import { describe, expect, it } from 'vitest'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

describe('progressCodeForgeChallenge', () => {
  it('is not solved by codes the shop issued itself', async () => {
    await t.api.get('/api/Challenges/')
    const { continueCode } = (await t.api.get('/rest/continue-code')).body
    expect((await t.api.put(`/rest/continue-code/apply/${continueCode}`)).status).toBe(200)
    expect(await t.solved('progressCodeForgeChallenge')).toBe(false)
  })

  it('is not solved by a coding code the shop did not issue', async () => {
    // Encoded without the coding codes' salt: refused as no code at all, before any id is looked at.
    expect((await t.api.put(`/rest/continue-code-findIt/apply/${new Hashids('', 60).encode([999])}`)).status).toBe(404)
    expect(await t.solved('progressCodeForgeChallenge')).toBe(false)
  })

  it('is not solved by unknown ids in an accepted find-it or fix-it code', async () => {
    // Only the plain continue code is planted; the detector must ignore the coding kinds even when
    // their decoded ids are unknown. Emitted directly, so the guard is tested whatever the codes' salts.
    const shop = t.shop.registry.get()
    shop.events.emit('progress.applied', { kind: 'findIt', ids: [], unknownIds: [999] })
    shop.events.emit('progress.applied', { kind: 'fixIt', ids: [], unknownIds: [999] })
    expect(await t.solved('progressCodeForgeChallenge')).toBe(false)
  })

  it('is solved by a self-made code listing a challenge id that does not exist', async () => {
    // A player decodes their own code, notices the empty salt and encodes an id of their choosing.
    const own = (await t.api.get('/rest/continue-code')).body.continueCode as string
    // Score Board's id, then the shop's signature (two words) and a check word, which a forged code cannot carry.
    const decoded = new Hashids('', 60).decode(own).map(Number)
    expect(decoded).toHaveLength(4)
    expect(decoded[0]).toBe(1)
    await accountsExploits.progressCodeForgeChallenge(t)
    expect(await t.solved('progressCodeForgeChallenge')).toBe(true)
  })
})
