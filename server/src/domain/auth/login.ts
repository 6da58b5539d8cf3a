import { staysInsideStringLiteral, type PlantedQuery } from '../../challenges/mechanisms/sql-executor.js'
import type { Repositories } from '../../repositories/index.js'
import type { EventSink, PlantedSql } from '../ports.js'
import type { UserRow } from '../../repositories/users.js'
import { unauthenticated } from '../errors.js'
import { hashPassword } from './passwords.js'
import { tokenUser, type TokenService } from './tokens.js'
import { requireSecondFactor, type TotpRequired } from './two-factor.js'

export interface LoginResult {
  authentication: { token: string, bid: number | null, umail: string }
}

/** A login runs the planted statement, reads and updates the account, opens its basket and issues a token. */
export interface LoginDeps extends PlantedSql {
  repos: Pick<Repositories, 'plantedTwins' | 'users' | 'baskets'>
  tokens: Pick<TokenService, 'issue' | 'issuePending'>
  events: EventSink
}

export const INVALID_LOGIN = 'Invalid email or password.'

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback

/**
 * The first row of the login statement as a user. An injected UNION may hand back any shape, so
 * every column is coerced; a row without an e-mail cannot be logged in at all.
 */
function asUserRow (raw: Record<string, unknown> | undefined): UserRow | undefined {
  if (!raw || typeof raw.email !== 'string' || raw.email === '') return undefined
  const id = Number(raw.id)
  return {
    id: Number.isSafeInteger(id) ? id : 0,
    username: text(raw.username),
    email: raw.email,
    password: text(raw.password),
    role: text(raw.role, 'customer') || 'customer',
    deluxeToken: text(raw.deluxeToken),
    lastLoginIp: text(raw.lastLoginIp),
    lastLoginTime: typeof raw.lastLoginTime === 'number' ? raw.lastLoginTime : null,
    profileImage: text(raw.profileImage),
    totpSecret: text(raw.totpSecret),
    isActive: Number(raw.isActive ?? 1),
    isOAuth: Number(raw.isOAuth ?? 0),
    createdAt: text(raw.createdAt),
    updatedAt: text(raw.updatedAt),
    deletedAt: raw.deletedAt === null || raw.deletedAt === undefined ? null : text(raw.deletedAt)
  }
}

/**
 * The planted login statement as a query. The e-mail lands inside a '…' literal and the password
 * only as its MD5 in hex, so an e-mail that stays inside its literal cannot change the statement's
 * shape: then the prepared twin answers on the main thread instead of a worker.
 */
export function loginQuery (shop: { repos: Pick<Repositories, 'plantedTwins'> }, email: string, passwordHash: string, client: string): PlantedQuery {
  const twin = staysInsideStringLiteral(email) ? () => shop.repos.plantedTwins.login(email, passwordHash) : undefined
  return { source: 'login', inputs: [email], client, twin }
}

/** Checks credentials, opens the user's basket and issues a token; `client` is who asks (remote address). */
export async function login (shop: LoginDeps, email: string, password: string, options: { oauth?: boolean, client: string }): Promise<LoginResult | TotpRequired> {
  // Planted (loginAdminSqliChallenge, loginCustomerSqliChallenge, ghostLoginChallenge,
  // phantomAccountantChallenge): the e-mail is pasted into the statement unescaped, before the
  // soft-delete check, and whatever row comes back first is logged in.
  // vuln-code-snippet start loginAdminSqliChallenge loginCustomerSqliChallenge
  const passwordHash = hashPassword(password)
  const rows = await shop.injectableQuery(loginQuery(shop, email, passwordHash, options.client), // vuln-code-snippet neutral-line loginAdminSqliChallenge loginCustomerSqliChallenge
    `SELECT * FROM Users WHERE email = '${email}' AND password = '${passwordHash}' AND deletedAt IS NULL`) // vuln-code-snippet vuln-line loginAdminSqliChallenge loginCustomerSqliChallenge
  const user = asUserRow(rows[0])
  if (!user) throw unauthenticated(INVALID_LOGIN)
  // vuln-code-snippet end loginAdminSqliChallenge loginCustomerSqliChallenge

  if (typeof user.totpSecret === 'string' && user.totpSecret !== '') return await requireSecondFactor(shop, user)
  const passwordMatched = user.password === passwordHash
  const genuine = passwordMatched && user.email.toLowerCase() === email.trim().toLowerCase()
  const how = !genuine ? 'injection' : options.oauth === true ? 'oauth' : 'password'
  // A row made up by a UNION belongs to nobody: it gets a token but no basket and no login record.
  // The login record is written only where the row's id and e-mail name a stored account, so it
  // doubles as that check (one statement instead of a read and a write on every login).
  const existing = shop.repos.users.recordLogin(user.id, user.email)
  // An account first reached by third-party sign-in is marked as such.
  if (how === 'oauth' && existing && user.isOAuth !== 1) shop.repos.users.markOAuth(user.id)
  const basket = existing ? shop.repos.baskets.forUser(user.id) : undefined
  const token = await shop.tokens.issue(tokenUser(user))
  shop.events.emit('login.succeeded', { user, how, passwordMatched, submittedEmail: email, existing })
  return { authentication: { token, bid: basket?.id ?? null, umail: user.email } }
}
