import { createHash, createHmac } from 'node:crypto'
import path from 'node:path'
import Hashids from 'hashids'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import type { ShopConfig } from '../../config.js'
import { flagFor, type ChallengeSolvedEvent } from '../../challenges/tracker.js'
import { loadFlagKey } from '../../challenges/flag-key.js'
import { configFolder } from '../../paths.js'
import { listen, nextEvent } from '../../test-support/realtime.js'
import { createTestShop, type TestShop } from '../../test-support/test-shop.js'
import { readYamlFile } from '../../yaml-files.js'

/** The CTF profile's own settings (config/ctf.yml), as NODE_ENV=ctf merges them. */
const ctfProfile = (config: ShopConfig): ShopConfig => {
  const overlay = readYamlFile(path.join(configFolder, 'ctf.yml')) as { ctf: Partial<ShopConfig['ctf']> }
  return { ...config, ctf: { ...config.ctf, ...overlay.ctf } }
}

const plain = new Hashids('', 60)
const FORGE_KEY = 'progressCodeForgeChallenge'

/** Everything one socket hears; an unauthenticated page of the shop, as any player could open it. */
async function eavesdrop (t: TestShop): Promise<{ socket: Socket, heard: ChallengeSolvedEvent[] }> {
  const heard: ChallengeSolvedEvent[] = []
  const socket = await (await listen(t)).socket(s => { s.on('challenge solved', (e: ChallengeSolvedEvent) => { heard.push(e) }) })
  return { socket, heard }
}

/**
 * A plain code as a shop issues it (and reads it back after a reset): the ids, two words of an HMAC
 * with the instance's secret, and a public check word over all of them.
 */
function issuedCode (t: TestShop, ids: number[], secret = t.shop.registry.get().secrets.progressKey): string {
  const mac = createHmac('sha256', secret).update(`solved:${ids.join(',')}`).digest()
  const signed = [...ids, mac.readUInt32BE(0), mac.readUInt32BE(4)]
  return plain.encode([...signed, createHash('sha256').update(`solved:${signed.join(',')}`).digest().readUInt32BE(0)])
}

const solvedKeys = (t: TestShop): string[] => t.shop.registry.get().challenges.list().filter(c => c.solved).map(c => c.key)

describe('a forged progress code in the CTF profile', () => {
  const t = createTestShop(ctfProfile)
  let socket: Socket
  let heard: ChallengeSolvedEvent[]
  beforeAll(async () => { ({ socket, heard } = await eavesdrop(t)) })

  it('solves the planted challenge and restores nothing else, so no socket hears a real flag', async () => {
    const shop = t.shop.registry.get()
    const all = shop.challenges.list()
    const forged = plain.encode([...all.map(c => c.id), 99_999])
    const forgeNotice = nextEvent<ChallengeSolvedEvent>(socket, 'challenge solved', e => e.key === FORGE_KEY)

    const res = await t.api.put(`/rest/continue-code/apply/${forged}`)
    await forgeNotice

    expect(res.status).toBe(403)
    expect(res.body.error).toMatch(/not issued by this shop/)
    expect(solvedKeys(t)).toEqual([FORGE_KEY])
    // Notices go out in the order of the solves, so any restore would have arrived before this one.
    expect(heard.map(e => e.key)).toEqual([FORGE_KEY])
    const flagKey = loadFlagKey(path.dirname(shop.folder))
    const realFlags = new Set(all.filter(c => c.key !== FORGE_KEY).map(c => flagFor(flagKey, c.name)))
    expect(heard.filter(e => realFlags.has(e.flag))).toEqual([])
  })

  it('restores nothing when it lists only real challenges, or comes from another team\'s shop, and says so', async () => {
    for (const code of [plain.encode([1, 2, 3]), issuedCode(t, [1, 2, 3], 'another shop\'s secret')]) {
      const res = await t.api.put(`/rest/continue-code/apply/${code}`)
      expect(res.status).toBe(403)
    }
    expect(solvedKeys(t)).toEqual([FORGE_KEY])
  })

  it('still restores a code this shop issued', async () => {
    const { continueCode } = (await t.api.get('/rest/continue-code')).body as { continueCode: string }
    expect((await t.api.put(`/rest/continue-code/apply/${continueCode}`)).status).toBe(200)
    expect((await t.api.put(`/rest/continue-code/apply/${issuedCode(t, [1])}`)).status).toBe(200)
    expect(solvedKeys(t)).toHaveLength(2)
  })
})

describe('restoring a code the shop issued, in the CTF profile', () => {
  const t = createTestShop(ctfProfile)

  it('announces the restored challenges without their flags', async () => {
    const { socket, heard } = await eavesdrop(t)
    const restored = t.shop.registry.get().challenges.list().slice(0, 5)
    const last = nextEvent<ChallengeSolvedEvent>(socket, 'challenge solved', e => e.key === restored[4].key)

    expect((await t.api.put(`/rest/continue-code/apply/${issuedCode(t, restored.map(c => c.id))}`)).status).toBe(200)
    await last

    expect(solvedKeys(t)).toEqual(restored.map(c => c.key))
    expect(heard.map(e => [e.key, e.isRestore])).toEqual(restored.map(c => [c.key, true]))
    const flagKey = loadFlagKey(path.dirname(t.shop.registry.get().folder))
    for (const [i, notice] of heard.entries()) expect(notice.flag).not.toBe(flagFor(flagKey, restored[i].name))
    expect(heard.every(e => /^[0-9a-f]{40}$/.test(e.flag))).toBe(true)
  })
})

describe('a forged progress code in the default profile', () => {
  const t = createTestShop()

  it('restores what it lists, as before, and solves the planted challenge', async () => {
    expect((await t.api.put(`/rest/continue-code/apply/${plain.encode([1, 2, 99_999])}`)).status).toBe(200)
    expect(solvedKeys(t)).toHaveLength(3)
    expect(solvedKeys(t)).toContain(FORGE_KEY)
  })
})
