import type { ChallengeFamily } from '../detectors.js'

/** SQL injection into the login statement (domain/auth/login.ts). */
export const loginInjectionFamily: ChallengeFamily = {
  name: 'login-injection',
  register (hooks) {
    hooks.on('login.succeeded', ({ user, passwordMatched }) => {
      if (!passwordMatched && user.email === `admin@${hooks.domain}`) hooks.solve('loginAdminSqliChallenge')
    })
  }
}
