import type { ChallengeFamily } from '../detectors.js'

/** Reaching the administration screen: only it requests the authentication details. */
export const adminSectionFamily: ChallengeFamily = {
  name: 'admin-section',
  register (hooks) {
    hooks.onResponse(({ req, status }) => {
      if (req.method === 'GET' && /^\/rest\/user\/authentication-details\/?$/i.test(req.path) && status === 200 && req.auth?.user.role === 'admin') {
        hooks.solve('adminSectionChallenge')
      }
    })
  }
}
