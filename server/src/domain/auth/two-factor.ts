import type { SlidingWindows } from '../../challenges/mechanisms/time-windows.js'
import type { Repositories } from '../../repositories/index.js'
import type { EventSink } from '../ports.js'
import type { UserRow } from '../../repositories/users.js'
import { DomainError, invalid, notFound, unauthenticated } from '../errors.js'
import { hashPassword } from './passwords.js'
import { tokenUser, type TokenService } from './tokens.js'

const REPLAY_WINDOW_MS = 90_000
const SETUP_TOKEN_LIFETIME = '15m'

export interface TotpRequired { status: 'totp_token_required', data: { tmpToken: string } }
export interface Authenticated { authentication: { token: string, bid: number, umail: string } }

type Authenticator = typeof import('otplib').authenticator

/** Used codes are remembered in the shop's sliding windows, so a code cannot be replayed. */
interface CodeDeps { windows: SlidingWindows }
interface Tokens<K extends keyof TokenService> { tokens: Pick<TokenService, K> }
interface UserRepos<K extends keyof Repositories = 'users'> { repos: Pick<Repositories, K> }

// otplib loads on the first two-factor call, not at start. One step either side of now is
// accepted, so a phone clock a little off or a code typed as it changes still works.
async function totp (): Promise<Authenticator> {
  const { authenticator } = await import('otplib')
  return authenticator.clone({ window: 1 })
}

const isSixDigits = (token: string): boolean => /^\d{6}$/.test(token)

/** Checks a TOTP code and refuses one that was already used for this user within its validity. */
async function checkCode (shop: CodeDeps, user: UserRow, code: string, secret = user.totpSecret): Promise<boolean> {
  if (!isSixDigits(code) || secret === '') return false
  const authenticator = await totp()
  if (!authenticator.check(code, secret)) return false
  const replayKey = `totp:${user.id}:${code}`
  if (shop.windows.count(replayKey, REPLAY_WINDOW_MS) > 0) return false
  shop.windows.hit(replayKey, REPLAY_WINDOW_MS)
  return true
}

/** Second step of a login: the password was right, the TOTP code is still missing. */
export async function requireSecondFactor (shop: Tokens<'issuePending'>, user: UserRow): Promise<TotpRequired> {
  return { status: 'totp_token_required', data: { tmpToken: await shop.tokens.issuePending(tokenUser(user)) } }
}

/** POST /rest/2fa/verify: trades the temporary token and a valid code for a full login. */
export async function verifySecondFactor (shop: Tokens<'verify' | 'issue'> & UserRepos<'users' | 'baskets'> & CodeDeps & { events: EventSink }, tmpToken: string, code: string): Promise<Authenticated> {
  const verified = await shop.tokens.verify(tmpToken)
  if (!verified || verified.acceptedAs !== '2fa-pending') throw unauthenticated('The login has expired. Please log in again.')
  const user = shop.repos.users.findById(verified.user.id)
  if (!user || user.totpSecret === '') throw unauthenticated('The login has expired. Please log in again.')
  if (!isSixDigits(code)) throw invalid('The token must be exactly 6 digits.')
  if (!await checkCode(shop, user, code)) throw unauthenticated('The token appears to be invalid.')
  shop.repos.users.recordLogin(user.id, user.email)
  const basket = shop.repos.baskets.forUser(user.id)
  const token = await shop.tokens.issue(tokenUser(user))
  shop.events.emit('login.succeeded', { user, how: '2fa', passwordMatched: true, submittedEmail: user.email })
  return { authentication: { token, bid: basket.id, umail: user.email } }
}

export type TwoFactorStatus =
  | { setup: true, email: string }
  | { setup: false, email: string, secret: string, setupToken: string }

/** Whether 2FA is on; when it is not, a fresh secret and a signed setup token that carries it. */
export async function twoFactorStatus (shop: Tokens<'seal'> & UserRepos, userId: number): Promise<TwoFactorStatus> {
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  if (user.totpSecret !== '') return { setup: true, email: user.email }
  const secret = (await totp()).generateSecret()
  const setupToken = await shop.tokens.seal({ kind: 'totp-setup', userId: user.id, secret }, SETUP_TOKEN_LIFETIME)
  return { setup: false, email: user.email, secret, setupToken }
}

function checkPassword (user: UserRow, password: string): void {
  if (password === '' || hashPassword(password) !== user.password) throw unauthenticated('The password is not correct.')
}

/** Turns 2FA on: password, the setup token from the status call and a first code from the app. */
export async function setUpTwoFactor (shop: Tokens<'unseal'> & UserRepos & CodeDeps, userId: number, password: string, setupToken: string, initialToken: string): Promise<void> {
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  if (user.totpSecret !== '') throw new DomainError('conflict', 'Two-factor authentication is already set up.')
  if (!isSixDigits(initialToken)) throw invalid('The initial token must be exactly 6 digits.')
  checkPassword(user, password)
  const sealed = await shop.tokens.unseal(setupToken)
  if (sealed?.kind !== 'totp-setup' || sealed.userId !== user.id || typeof sealed.secret !== 'string') throw invalid('The setup has expired. Reload the page and scan the new code.')
  if (!await checkCode(shop, user, initialToken, sealed.secret)) throw unauthenticated('The token appears to be invalid.')
  // Planted (twoFactorSecretChallenge): the secret is stored in plain text.
  // vuln-code-snippet start twoFactorSecretChallenge
  const secret = sealed.secret // vuln-code-snippet neutral-line twoFactorSecretChallenge
  shop.repos.users.setTotpSecret(user.id, secret) // vuln-code-snippet vuln-line twoFactorSecretChallenge
  // vuln-code-snippet end twoFactorSecretChallenge
}

/** Turns 2FA off after checking the password. */
export function disableTwoFactor (shop: UserRepos, userId: number, password: string): void {
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  if (user.totpSecret === '') throw new DomainError('conflict', 'Two-factor authentication is not set up.')
  checkPassword(user, password)
  shop.repos.users.setTotpSecret(user.id, '')
}
