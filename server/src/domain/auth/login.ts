import type { ShopInstance } from '../../instance/shop-instance.js'
import type { UserRow } from '../../repositories/users.js'
import { unauthenticated } from '../errors.js'
import { hashPassword } from './passwords.js'
import { tokenUser } from './tokens.js'
import { requireSecondFactor, type TotpRequired } from './two-factor.js'

export interface LoginResult {
  authentication: { token: string, bid: number, umail: string }
}

export const INVALID_LOGIN = 'Invalid email or password.'

/** Checks credentials, opens the user's basket and issues a token. */
export async function login (shop: ShopInstance, email: string, password: string): Promise<LoginResult | TotpRequired> {
  // Planted (loginAdminSqliChallenge): the e-mail is pasted into the statement unescaped.
  // vuln-code-snippet start loginAdminSqliChallenge
  const passwordHash = hashPassword(password)
  const rows = await shop.injectableQuery('login', // vuln-code-snippet neutral-line loginAdminSqliChallenge
    `SELECT * FROM Users WHERE email = '${email}' AND password = '${passwordHash}' AND deletedAt IS NULL`, [email]) // vuln-code-snippet vuln-line loginAdminSqliChallenge
  const user = rows[0] as unknown as UserRow | undefined
  if (!user) throw unauthenticated(INVALID_LOGIN)
  // vuln-code-snippet end loginAdminSqliChallenge

  if (typeof user.totpSecret === 'string' && user.totpSecret !== '') return await requireSecondFactor(shop, user)
  const passwordMatched = user.password === passwordHash
  const how = passwordMatched && user.email.toLowerCase() === email.trim().toLowerCase() ? 'password' : 'injection'
  const basket = shop.repos.baskets.forUser(user.id)
  shop.repos.users.recordLogin(user.id)
  const token = await shop.tokens.issue(tokenUser(user))
  shop.events.emit('login.succeeded', { user, how, passwordMatched, submittedEmail: email })
  return { authentication: { token, bid: basket.id, umail: user.email } }
}
