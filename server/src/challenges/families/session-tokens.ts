import type { ChallengeFamily } from '../detectors.js'

/** Tokens the verifier should never have accepted, read from the token-acceptance record (J). */
export const sessionTokensFamily: ChallengeFamily = {
  name: 'session-tokens',
  register (hooks) {
    hooks.onRequest((_req, auth) => {
      if (auth?.acceptedAs === 'none') hooks.solve('jwtUnsignedChallenge')
      if (auth?.acceptedAs === 'hs256-public-key') hooks.solve('jwtKeyConfusionChallenge')
    })
  }
}
