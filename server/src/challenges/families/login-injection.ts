import type { ChallengeFamily } from '../detectors.js'

/** SQL injection into the login statement (domain/auth/login.ts). */
export const loginInjectionFamily: ChallengeFamily = {
  name: 'login-injection',
  register (hooks) {
    const address = (local: string): string => `${local}@${hooks.domain}`
    hooks.on('login.succeeded', ({ user, passwordMatched, existing }) => {
      const email = user.email.toLowerCase()
      if (!passwordMatched && email === address('admin')) hooks.solve('loginAdminSqliChallenge')
      if (!passwordMatched && email === address('oskar.lindqvist')) hooks.solve('loginCustomerSqliChallenge')
      if (existing === true && user.deletedAt !== null) hooks.solve('ghostLoginChallenge')
      // The auditor is made up: no such row exists, so only a UNION can produce it.
      if (existing === false && email === 'auditor@juice.shop.test' && user.role === 'accounting') hooks.solve('phantomAccountantChallenge')
    })
    // Mateo's session comes from the login injection; his password then changes without the old one.
    hooks.on('password.changed', ({ user, hadCurrent }) => {
      if (!hadCurrent && user.email.toLowerCase() === address('mateo.rossi')) hooks.solve('changePasswordNoCurrentChallenge')
    })
  }
}
