import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose'
import type { TokenUser as ContractTokenUser } from '@shop/contract'
import type { UserRow } from '../../repositories/users.js'
import type { InstanceSecrets } from './keys.js'

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60

/** Who a token names: the `data` part of its payload (the API contract's record). */
export type TokenUser = ContractTokenUser

/** How the authentication layer accepted a token (catalogue pattern J); detectors read it. */
type TokenAcceptance = 'rs256' | '2fa-pending' | 'none' | 'hs256-public-key'

export interface VerifiedToken {
  user: TokenUser
  acceptedAs: TokenAcceptance
  /** Where the token came from: the Authorization header, or the `token` cookie. */
  via?: 'bearer' | 'cookie'
}

function payloadUser (payload: JWTPayload): TokenUser | null {
  const data = payload.data as TokenUser | undefined
  if (!data || typeof data !== 'object' || typeof data.id !== 'number' || typeof data.email !== 'string') return null
  return data
}

const unexpired = (payload: JWTPayload): boolean =>
  payload.exp === undefined || (typeof payload.exp === 'number' && payload.exp * 1000 > Date.now())

export function tokenUser (row: UserRow): TokenUser {
  return { id: row.id, email: row.email, role: row.role, deluxeToken: row.deluxeToken, lastLoginIp: row.lastLoginIp, profileImage: row.profileImage }
}

export class TokenService {
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  /** The served public key's text, with and without its final line break, as HMAC secrets. */
  private readonly publicKeyTexts: Uint8Array[]

  constructor (secrets: InstanceSecrets) {
    this.privateKey = createPrivateKey(secrets.jwtPrivateKey)
    this.publicKey = createPublicKey(secrets.jwtPublicKey)
    const pem = secrets.jwtPublicKey
    this.publicKeyTexts = [...new Set([pem, pem.trimEnd(), pem.trimEnd() + '\n'])].map(text => new TextEncoder().encode(text))
  }

  /**
   * Tokens issued in the current second, by their payload. RS256 signatures are deterministic, so a
   * second login of the same account in the same second would get the very same token; signing it
   * again (an RSA signature, most of a login's CPU time) is skipped. Only the current second is kept.
   */
  private issuedThisSecond = { second: -1, tokens: new Map<string, Promise<string>>() }

  async issue (user: TokenUser): Promise<string> {
    const second = Math.floor(Date.now() / 1000)
    if (this.issuedThisSecond.second !== second) this.issuedThisSecond = { second, tokens: new Map() }
    const key = JSON.stringify(user)
    let token = this.issuedThisSecond.tokens.get(key)
    if (token === undefined) {
      token = new SignJWT({ status: 'success', data: user })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuedAt(second)
        .setExpirationTime(second + TOKEN_LIFETIME_SECONDS)
        .sign(this.privateKey)
      this.issuedThisSecond.tokens.set(key, token)
      // A failed signature is not kept for the rest of the second.
      token.catch(() => { this.issuedThisSecond.tokens.delete(key) })
    }
    return await token
  }

  /**
   * The temporary token of a login that still needs its second factor. Planted
   * (twoFactorHalfwayChallenge): it is signed exactly like a full token, only its status differs.
   */
  async issuePending (user: TokenUser): Promise<string> {
    return await new SignJWT({ status: 'totp_token_required', data: user })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(this.privateKey)
  }

  /** Signs a small private payload (a 2FA setup secret) for `lifetime`, e.g. '10m'. */
  async seal (payload: Record<string, unknown>, lifetime: string): Promise<string> {
    return await new SignJWT({ sealed: payload }).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(lifetime).sign(this.privateKey)
  }

  /** The payload of a token made by `seal`, or null when it is not one or has expired. */
  async unseal (token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, { algorithms: ['RS256'] })
      return typeof payload.sealed === 'object' && payload.sealed !== null ? payload.sealed as Record<string, unknown> : null
    } catch {
      return null
    }
  }

  /** Returns the token's user, or null for anything that is not a valid, unexpired shop token. */
  async verify (token: string): Promise<VerifiedToken | null> {
    try {
      // Planted (jwtUnsignedChallenge, jwtKeyConfusionChallenge): like an old token library's
      // default, the verifier lets the token's own header choose how it is checked.
      // vuln-code-snippet start jwtUnsignedChallenge jwtKeyConfusionChallenge
      const { alg } = decodeProtectedHeader(token)
      if (String(alg).toLowerCase() === 'none') { // vuln-code-snippet vuln-line jwtUnsignedChallenge
        const payload = decodeJwt(token)
        const user = payloadUser(payload)
        return user && unexpired(payload) ? { user, acceptedAs: 'none' } : null
      }
      if (alg === 'HS256') {
        for (const secret of this.publicKeyTexts) { // vuln-code-snippet vuln-line jwtKeyConfusionChallenge
          const verified = await jwtVerify(token, secret, { algorithms: ['HS256'] }).catch(() => null)
          const user = verified ? payloadUser(verified.payload) : null
          if (user) return { user, acceptedAs: 'hs256-public-key' }
        }
        return null
      }
      const { payload } = await jwtVerify(token, this.publicKey, { algorithms: ['RS256'] })
      // vuln-code-snippet end jwtUnsignedChallenge jwtKeyConfusionChallenge
      const user = payloadUser(payload)
      if (!user) return null
      // vuln-code-snippet start twoFactorHalfwayChallenge
      if (payload.status === 'totp_token_required') return { user, acceptedAs: '2fa-pending' } // vuln-code-snippet vuln-line twoFactorHalfwayChallenge
      // vuln-code-snippet end twoFactorHalfwayChallenge
      return { user, acceptedAs: 'rs256' }
    } catch {
      return null
    }
  }
}
