import type { ShopInstance } from '../../instance/shop-instance.js'
import { publicUser } from '../../repositories/users.js'
import { notFound } from '../errors.js'

/** What the shop tells a client about its own session; an empty object when nobody is logged in. */
export function whoAmI (shop: ShopInstance, userId: number | undefined) {
  const user = userId === undefined ? undefined : shop.repos.users.findById(userId)
  return user ? { id: user.id, email: user.email, lastLoginIp: user.lastLoginIp, profileImage: user.profileImage } : {}
}

/** Remembers the address a user last logged in from (shown on the profile page). */
export function recordLoginIp (shop: ShopInstance, userId: number, ip: string): void {
  shop.repos.users.saveLoginIp(userId, ip.replace(/^::ffff:/, ''))
}

/** The security question of the account with this e-mail, for the password-reset form. */
export function securityQuestionOf (shop: ShopInstance, email: string) {
  const user = email ? shop.repos.users.findByEmail(email) : undefined
  return user ? shop.repos.securityQuestions.findForUser(user.id) : undefined
}

export const listSecurityQuestions = (shop: ShopInstance) => shop.repos.securityQuestions.list()

export const listUsers = (shop: ShopInstance) => shop.repos.users.list().map(publicUser)

export function findUser (shop: ShopInstance, id: number) {
  const user = shop.repos.users.findById(id)
  if (!user) throw notFound('User')
  return publicUser(user)
}

/** The administration's overview of how each account logs in. */
export function authenticationDetails (shop: ShopInstance) {
  return shop.repos.users.list().map(user => ({ ...publicUser(user), totpEnabled: user.totpSecret !== '' }))
}
