import { describe, expect, it } from 'vitest'
import { familyHarness } from '../../test-support/family-harness.js'
import { sessionTokensFamily } from './session-tokens.js'
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose'
import { accountsExploits } from '../../test-support/exploits/accounts.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

const whoami = (token: string) => t.api.get('/rest/user/whoami').set('Authorization', `Bearer ${token}`)
const claims = async () => decodeJwt((await t.login(t.email('admin'), 'qwerty123')).token) as { data: Record<string, unknown> }

describe('token verifier', () => {
  it('refuses forged, tampered and expired tokens that match no planted flaw', async () => {
    const { data } = await claims()
    const { token } = await t.login(t.email('admin'), 'qwerty123')
    const [header, , signature] = token.split('.')
    const tampered = `${header}.${Buffer.from(JSON.stringify({ data: { ...data, id: 2 } })).toString('base64url')}.${signature}`
    const wrongSecret = await new SignJWT({ data }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not the key'))
    const expiredNone = new UnsecuredJWT({ data }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).encode()
    for (const bad of [tampered, wrongSecret, expiredNone, 'not.a.token', 'x']) {
      expect((await whoami(bad)).body.user).toEqual({})
    }
    expect(await t.solved('jwtUnsignedChallenge')).toBe(false)
    expect(await t.solved('jwtKeyConfusionChallenge')).toBe(false)
  })

  it('jwtUnsignedChallenge: accepts a token whose header says alg none', async () => {
    await accountsExploits.jwtUnsignedChallenge(t)
    expect(await t.solved('jwtUnsignedChallenge')).toBe(true)
  })

  it('jwtKeyConfusionChallenge: accepts HS256 signed with the published public key, while the private key stays unserved', async () => {
    expect((await t.api.get('/encryptionkeys/jwt.key')).status).toBe(404)
    await accountsExploits.jwtKeyConfusionChallenge(t)
    expect(await t.solved('jwtKeyConfusionChallenge')).toBe(true)
  })
})

describe('session-token rules', () => {
  const solvedBy = (acceptedAs: string | null): string[] => {
    const h = familyHarness(sessionTokensFamily)
    h.request({ auth: acceptedAs === null ? null : { user: { id: 1 }, acceptedAs } as never })
    expect(h.errors).toEqual([])
    return h.solved
  }

  it('names how a forged token got in', () => {
    expect(solvedBy('none')).toEqual(['jwtUnsignedChallenge'])
    expect(solvedBy('hs256-public-key')).toEqual(['jwtKeyConfusionChallenge'])
    expect(solvedBy('rs256')).toEqual([])
    expect(solvedBy('2fa-pending')).toEqual([])
    expect(solvedBy(null)).toEqual([])
  })
})
