import type { ChallengeFamily } from '../detectors.js'

/** Staff accounts and tools: the accountant's starter password and the accounting product edits. */
export const staffFamily: ChallengeFamily = {
  name: 'staff',
  register (hooks) {
    hooks.on('login.succeeded', ({ user, how, passwordMatched }) => {
      if (how === 'password' && passwordMatched && user.email === `finance.desk@${hooks.domain}`) hooks.solve('defaultAccountantPasswordChallenge')
    })
  }
}
