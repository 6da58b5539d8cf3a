import { generateKeyPairSync } from 'node:crypto'
import { SignJWT, decodeJwt, decodeProtectedHeader, importPKCS8 } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { TOKEN_LIFETIME_SECONDS, TokenService, tokenUser, type TokenUser } from './tokens.js'
import type { InstanceSecrets } from './keys.js'
import type { UserRow } from '../../repositories/users.js'

function secrets (): InstanceSecrets {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
  })
  return { jwtPrivateKey: privateKey, jwtPublicKey: publicKey, answerKey: 'a', progressKey: 'p' }
}

const mine = secrets()
const service = new TokenService(mine)
const user: TokenUser = { id: 7, email: 'jo@juice.shop.test', role: 'customer', deluxeToken: '', lastLoginIp: '1.2.3.4', profileImage: 'x.png' }

async function signed (payload: Record<string, unknown>, expiresIn = '1h', key = mine.jwtPrivateKey, alg = 'RS256') {
  return await new SignJWT(payload).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime(expiresIn).sign(await importPKCS8(key, alg))
}

describe('TokenService', () => {
  it('issues an RS256 JWT carrying the user for eight hours, and accepts it back', async () => {
    const token = await service.issue(user)
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT' })
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({ status: 'success', data: user })
    expect(claims.exp! - claims.iat!).toBe(TOKEN_LIFETIME_SECONDS)
    expect(TOKEN_LIFETIME_SECONDS).toBe(28_800)
    expect(await service.verify(token)).toEqual({ user, acceptedAs: 'rs256' })
  })

  it('signs once for logins of the same account within one second, which would get the same token anyway', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-01-02T03:04:05.100Z'))
      const sign = vi.spyOn(globalThis.crypto.subtle, 'sign')
      const [first, second] = await Promise.all([service.issue(user), service.issue(user)])
      vi.setSystemTime(new Date('2026-01-02T03:04:05.900Z'))
      expect(await service.issue(user)).toBe(first)
      expect(second).toBe(first)
      expect(sign).toHaveBeenCalledTimes(1)
      const other = await service.issue({ ...user, lastLoginIp: '5.6.7.8' })
      expect(decodeJwt(other).data).toMatchObject({ lastLoginIp: '5.6.7.8' })
      vi.setSystemTime(new Date('2026-01-02T03:04:06.000Z'))
      const later = await service.issue(user)
      expect(later).not.toBe(first)
      expect(decodeJwt(later).iat).toBe(decodeJwt(first).iat! + 1)
      expect(sign).toHaveBeenCalledTimes(3)
      sign.mockRestore()
      expect(await service.verify(first)).toEqual({ user, acceptedAs: 'rs256' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses tokens of another key, expired ones, garbage, and tokens without a proper user', async () => {
    const other = secrets()
    expect(await service.verify(await signed({ data: user }, '1h', other.jwtPrivateKey))).toBeNull()
    expect(await service.verify(await signed({ data: user }, '-1s'))).toBeNull()
    expect(await service.verify('not.a.token')).toBeNull()
    expect(await service.verify(await signed({}))).toBeNull()
    expect(await service.verify(await signed({ data: { ...user, id: '7' } }))).toBeNull()
    expect(await service.verify(await signed({ data: { ...user, email: 7 } }))).toBeNull()
    expect(await service.verify(await signed({ data: user }))).toEqual({ user, acceptedAs: 'rs256' })
    // The shop's own key under another RSA algorithm is no shop token either.
    expect(await service.verify(await signed({ data: user }, '1h', mine.jwtPrivateKey, 'RS512'))).toBeNull()
  })

  // Planted (jwtUnsignedChallenge): an unsigned token is accepted, and recorded as such.
  it('accepts an unexpired unsigned token as "none", and refuses an expired one', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const unsigned = (payload: object): string => `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`
    expect(await service.verify(unsigned({ data: user }))).toEqual({ user, acceptedAs: 'none' })
    expect(await service.verify(unsigned({ data: user, exp: Math.floor(Date.now() / 1000) - 60 }))).toBeNull()
  })
})

describe('tokenUser', () => {
  it('keeps only what a token may carry: never the password hash or the TOTP secret', () => {
    const row = { ...user, password: 'hash', totpSecret: 'secret', username: 'jo', isActive: 1 } as unknown as UserRow
    expect(tokenUser(row)).toEqual(user)
  })
})

describe('TokenService pending tokens and seals', () => {
  it('issues a five-minute pending token that verifies as a half-way login', async () => {
    const token = await service.issuePending(user)
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({ status: 'totp_token_required', data: user })
    expect(claims.exp! - claims.iat!).toBe(300)
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT' })
    expect(await service.verify(token)).toEqual({ user, acceptedAs: '2fa-pending' })
  })

  it('unseals its own seal and nothing else', async () => {
    const sealed = await service.seal({ kind: 'totp-setup', userId: 7 }, '10m')
    expect(decodeProtectedHeader(sealed)).toEqual({ alg: 'RS256', typ: 'JWT' })
    expect(await service.unseal(sealed)).toEqual({ kind: 'totp-setup', userId: 7 })
    expect(await service.unseal(await service.seal({ kind: 'totp-setup' }, '-1s'))).toBeNull()
    expect(await service.unseal(await service.issue(user))).toBeNull()
    expect(await service.unseal(await signed({ sealed: 'text' }))).toBeNull()
    expect(await service.unseal(await signed({ sealed: null }))).toBeNull()
    expect(await service.unseal(await signed({ sealed: { kind: 'x' } }, '1h', secrets().jwtPrivateKey))).toBeNull()
    expect(await service.unseal(await signed({ sealed: { kind: 'x' } }, '1h', mine.jwtPrivateKey, 'PS256'))).toBeNull()
    expect(await service.unseal('not.a.token')).toBeNull()
  })
})

describe('TokenService planted verifier flaws', () => {
  const unsigned = (header: object, payload: object): string =>
    `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`

  it('reads alg "none" in any letter case, but still needs a user and a numeric expiry', async () => {
    expect(await service.verify(unsigned({ alg: 'NONE' }, { data: user }))).toEqual({ user, acceptedAs: 'none' })
    expect(await service.verify(unsigned({ alg: 'none' }, { data: user, exp: Math.floor(Date.now() / 1000) + 60 }))).toEqual({ user, acceptedAs: 'none' })
    expect(await service.verify(unsigned({ alg: 'none' }, { data: user, exp: String(Math.floor(Date.now() / 1000) + 60) }))).toBeNull()
    expect(await service.verify(unsigned({ alg: 'none' }, { status: 'success' }))).toBeNull()
  })

  // Planted (jwtKeyConfusionChallenge): HS256 keyed with the served public key text is accepted.
  it('accepts HS256 keyed with the public key text, with or without its final line break, and nothing else', async () => {
    const hs256 = async (key: string, payload: Record<string, unknown> = { data: user }): Promise<string> =>
      await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(key))
    const pem = mine.jwtPublicKey
    for (const key of [pem, pem.trimEnd(), `${pem.trimEnd()}\n`]) {
      expect(await service.verify(await hs256(key))).toEqual({ user, acceptedAs: 'hs256-public-key' })
    }
    expect(await service.verify(await hs256(`${pem.trimEnd()}\n\n`))).toBeNull()
    expect(await service.verify(await hs256('a guessed secret'))).toBeNull()
    expect(await service.verify(await hs256(pem, { status: 'success' }))).toBeNull()
  })

  it('accepts the key text with one final line break even where the stored key ends without one', async () => {
    const pem = mine.jwtPublicKey.trimEnd()
    const bare = new TokenService({ ...mine, jwtPublicKey: pem })
    const token = await new SignJWT({ data: user }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(`${pem}\n`))
    expect(await bare.verify(token)).toEqual({ user, acceptedAs: 'hs256-public-key' })
  })

  it('treats an unsigned token as expired from the very second its expiry names', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60
    const token = unsigned({ alg: 'none' }, { data: user, exp })
    const clock = vi.spyOn(Date, 'now').mockReturnValue(exp * 1000 - 1)
    expect(await service.verify(token)).toEqual({ user, acceptedAs: 'none' })
    clock.mockReturnValue(exp * 1000)
    expect(await service.verify(token)).toBeNull()
    clock.mockRestore()
  })
})
