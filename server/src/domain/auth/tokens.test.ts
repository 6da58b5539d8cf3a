import { generateKeyPairSync } from 'node:crypto'
import { SignJWT, decodeJwt, decodeProtectedHeader, importPKCS8 } from 'jose'
import { describe, expect, it } from 'vitest'
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

async function signed (payload: Record<string, unknown>, expiresIn = '1h', key = mine.jwtPrivateKey) {
  return await new SignJWT(payload).setProtectedHeader({ alg: 'RS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(await importPKCS8(key, 'RS256'))
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

  it('refuses tokens of another key, expired ones, garbage, and tokens without a proper user', async () => {
    const other = secrets()
    expect(await service.verify(await signed({ data: user }, '1h', other.jwtPrivateKey))).toBeNull()
    expect(await service.verify(await signed({ data: user }, '-1s'))).toBeNull()
    expect(await service.verify('not.a.token')).toBeNull()
    expect(await service.verify(await signed({}))).toBeNull()
    expect(await service.verify(await signed({ data: { ...user, id: '7' } }))).toBeNull()
    expect(await service.verify(await signed({ data: { ...user, email: 7 } }))).toBeNull()
    expect(await service.verify(await signed({ data: user }))).toEqual({ user, acceptedAs: 'rs256' })
  })

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const body = Buffer.from(JSON.stringify({ data: user })).toString('base64url')
    expect(await service.verify(`${header}.${body}.`)).toBeNull()
  })
})

describe('tokenUser', () => {
  it('keeps only what a token may carry: never the password hash or the TOTP secret', () => {
    const row = { ...user, password: 'hash', totpSecret: 'secret', username: 'jo', isActive: 1 } as unknown as UserRow
    expect(tokenUser(row)).toEqual(user)
  })
})
