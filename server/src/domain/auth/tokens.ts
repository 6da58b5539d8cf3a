import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { UserRow } from '../../repositories/users.js'
import type { InstanceSecrets } from './keys.js'

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60

export interface TokenUser {
  id: number
  email: string
  role: string
  deluxeToken: string
  lastLoginIp: string
  profileImage: string
}

/** How the authentication layer accepted a token (catalogue pattern J); detectors read it. */
export type TokenAcceptance = 'rs256' | '2fa-pending'

export interface VerifiedToken { user: TokenUser, acceptedAs: TokenAcceptance }

export function tokenUser (row: UserRow): TokenUser {
  return { id: row.id, email: row.email, role: row.role, deluxeToken: row.deluxeToken, lastLoginIp: row.lastLoginIp, profileImage: row.profileImage }
}

export class TokenService {
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject

  constructor (secrets: InstanceSecrets) {
    this.privateKey = createPrivateKey(secrets.jwtPrivateKey)
    this.publicKey = createPublicKey(secrets.jwtPublicKey)
  }

  async issue (user: TokenUser): Promise<string> {
    return await new SignJWT({ status: 'success', data: user })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.privateKey)
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
      const { payload } = await jwtVerify(token, this.publicKey, { algorithms: ['RS256'] })
      const data = payload.data as TokenUser | undefined
      if (!data || typeof data.id !== 'number' || typeof data.email !== 'string') return null
      // vuln-code-snippet start twoFactorHalfwayChallenge
      if (payload.status === 'totp_token_required') return { user: data, acceptedAs: '2fa-pending' } // vuln-code-snippet vuln-line twoFactorHalfwayChallenge
      // vuln-code-snippet end twoFactorHalfwayChallenge
      return { user: data, acceptedAs: 'rs256' }
    } catch {
      return null
    }
  }
}
