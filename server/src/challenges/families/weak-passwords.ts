import { createHash } from 'node:crypto'
import type { ChallengeFamily } from '../detectors.js'

const md5 = (text: string): string => createHash('md5').update(text).digest('hex')

/**
 * Accounts whose seeded password a player can find or guess. Solved only by a genuine password
 * login with that very password, so an injection or a password changed beforehand does not count.
 */
export const weakPasswordsFamily: ChallengeFamily = {
  name: 'weak-passwords',
  register (hooks) {
    const byAccount = new Map([
      [`admin@${hooks.domain}`, { key: 'weakAdminPasswordChallenge', hash: md5('qwerty123') }],
      [`qa.bot@${hooks.domain}`, { key: 'exposedTestCredentialsChallenge', hash: md5('Qa-Bot-Smoke-1') }],
      [`support@${hooks.domain}`, { key: 'supportTeamLoginChallenge', hash: md5('Citrus!Desk#2024pulp') }]
    ])
    hooks.on('login.succeeded', ({ user, how }) => {
      const account = byAccount.get(user.email.toLowerCase())
      if (account !== undefined && how === 'password' && user.password === account.hash) hooks.solve(account.key)
    })
  }
}
