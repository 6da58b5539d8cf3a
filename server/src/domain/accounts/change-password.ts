import type { Repositories } from '../../repositories/index.js'
import type { EventSink } from '../ports.js'
import { publicUser } from '../../repositories/users.js'
import { hashPassword, passwordLengthFits, PASSWORD_LENGTH_RULE } from '../auth/passwords.js'
import { invalid, notFound, unauthenticated } from '../errors.js'

export interface PasswordChange {
  current?: string
  new: string
  repeat: string
}

/** Changes the caller's password after checking the current one and the new one's rules. */
export function changePassword (shop: { repos: Pick<Repositories, 'users'>, events: EventSink }, userId: number, change: PasswordChange) {
  const user = shop.repos.users.findById(userId)
  if (!user) throw notFound('User')
  // Planted (changePasswordNoCurrentChallenge): the current password is checked only when the
  // request names it; the form always does, a hand-made request need not.
  // vuln-code-snippet start changePasswordNoCurrentChallenge
  if (change.current !== undefined) { // vuln-code-snippet vuln-line changePasswordNoCurrentChallenge
    if (change.current === '') throw invalid('Current password is required.')
    if (hashPassword(change.current) !== user.password) throw unauthenticated('Current password is not correct.')
  }
  // vuln-code-snippet end changePasswordNoCurrentChallenge
  if (!passwordLengthFits(change.new)) throw invalid(`${PASSWORD_LENGTH_RULE}.`)
  if (change.new !== change.repeat) throw invalid('New and repeated password do not match.')
  shop.repos.users.updatePassword(user.id, hashPassword(change.new))
  shop.events.emit('password.changed', { user, hadCurrent: change.current !== undefined })
  return publicUser(shop.repos.users.findById(user.id)!)
}
