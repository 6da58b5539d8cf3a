import type { ChallengeFamily } from '../detectors.js'

/** Two-factor login: the half-finished login's token, and the second factor of Ingrid's account. */
export const twoFactorFamily: ChallengeFamily = {
  name: 'two-factor',
  register (hooks) {
    hooks.on('login.succeeded', ({ user, how }) => {
      if (how === '2fa' && user.email === `ingrid.berg@${hooks.domain}`) hooks.solve('twoFactorSecretChallenge')
    })
    // Token-acceptance report (pattern J): a pending token did the work of a full one.
    hooks.onResponse(({ req, status }) => {
      if (req.auth?.acceptedAs === '2fa-pending' && status < 400 && !/^\/rest\/2fa\/verify\/?$/i.test(req.path)) hooks.solve('twoFactorHalfwayChallenge')
    })
  }
}
