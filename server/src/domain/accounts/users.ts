import type { AuthenticationDetail, SecurityQuestion, User } from '@shop/contract'
import type { Repositories } from '../../repositories/index.js'
import { publicUser } from '../../repositories/users.js'
import type { UserRow } from '../../repositories/users.js'
import { invalid, notFound } from '../errors.js'

/** The account look-ups read users and their security questions, nothing else of the shop. */
interface AccountRepos { repos: Pick<Repositories, 'users' | 'securityQuestions'> }
interface UserRepos { repos: Pick<Repositories, 'users'> }

const DEFAULT_FIELDS = ['id', 'email', 'lastLoginIp', 'profileImage'] as const
const USER_COLUMNS: ReadonlySet<string> = new Set(['id', 'username', 'email', 'password', 'role', 'deluxeToken', 'lastLoginIp',
  'lastLoginTime', 'profileImage', 'totpSecret', 'isActive', 'isOAuth', 'createdAt', 'updatedAt', 'deletedAt'] satisfies Array<keyof UserRow>)

/** Parses the comma-separated `fields` of whoami; unknown names are refused. */
export function whoAmIFields (raw: string | undefined): string[] {
  if (raw === undefined) return [...DEFAULT_FIELDS]
  const fields = raw.split(',').map(field => field.trim()).filter(field => field !== '')
  const unknown = fields.filter(field => !USER_COLUMNS.has(field))
  if (fields.length === 0 || unknown.length > 0) throw invalid(`Unknown field: ${unknown.join(', ') || '(none given)'}`)
  return [...new Set(fields)]
}

/** What the shop tells a client about its own session; an empty object when nobody is logged in. */
export function whoAmI (shop: UserRepos, userId: number | undefined, fields: readonly string[] = DEFAULT_FIELDS) {
  const user = userId === undefined ? undefined : shop.repos.users.findById(userId)
  if (!user) return {}
  // Planted (passwordHashLeakChallenge): any column of the caller's own row may be asked for.
  // vuln-code-snippet start passwordHashLeakChallenge
  const row = user as unknown as Record<string, unknown>
  return Object.fromEntries(fields.map(field => [field, row[field]])) // vuln-code-snippet vuln-line passwordHashLeakChallenge
  // vuln-code-snippet end passwordHashLeakChallenge
}

/** Remembers the address a user last logged in from (shown on the profile page). */
export function recordLoginIp (shop: UserRepos, userId: number, ip: string): string {
  if (ip.length > 200) throw invalid('Address too long')
  const address = ip.replace(/^::ffff:/, '')
  shop.repos.users.saveLoginIp(userId, address)
  return address
}

/** The security question of the account with this e-mail, for the password-reset form. */
export function securityQuestionOf (shop: AccountRepos, email: string): SecurityQuestion | undefined {
  const user = email ? shop.repos.users.findByEmail(email) : undefined
  return user ? shop.repos.securityQuestions.findForUser(user.id) : undefined
}

export const listSecurityQuestions = (shop: { repos: Pick<Repositories, 'securityQuestions'> }): SecurityQuestion[] => shop.repos.securityQuestions.list()

export const listUsers = (shop: UserRepos): User[] => shop.repos.users.list().map(publicUser)

export function findUser (shop: UserRepos, id: number): User {
  const user = shop.repos.users.findById(id)
  if (!user) throw notFound('User')
  return publicUser(user)
}

/** The administration's overview of how each account logs in. */
export function authenticationDetails (shop: UserRepos): AuthenticationDetail[] {
  return shop.repos.users.list().map(user => ({ ...publicUser(user), totpEnabled: user.totpSecret !== '' }))
}
