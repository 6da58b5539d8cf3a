import type { ChallengeFamily } from '../detectors.js'

/** The access logs: open to anyone, forgeable, and full of what attackers left behind. */
export const accessLogsFamily: ChallengeFamily = {
  name: 'access-logs',
  register (hooks) {
    hooks.on('file.served', ({ root }) => {
      if (root === 'logs') hooks.solve('accessLogChallenge')
    })
    hooks.on('access.logged', ({ decodedPath }) => {
      if (/[\r\n]/.test(decodedPath)) hooks.solve('logForgingChallenge')
    })
    hooks.on('login.succeeded', ({ user, how, passwordMatched }) => {
      if (how === 'password' && passwordMatched && user.email === `sven.kowalski@${hooks.domain}`) hooks.solve('credentialsInLogChallenge')
    })
  }
}
