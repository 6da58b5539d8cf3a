import type { ChallengeFamily } from '../detectors.js'

/** Reading the privacy policy (its seal loads) and following the six words hidden in it. */
export const privacyPagesFamily: ChallengeFamily = {
  name: 'privacy-pages',
  register (hooks) {
    hooks.on('file.served', ({ root, realName }) => {
      if (root === 'privacy-images' && realName === 'policy-seal.svg') hooks.solve('privacyPolicyChallenge')
      if (root === 'hidden' && realName === '/we/only/squeeze/fruit/never/people') hooks.solve('privacyPolicyProofChallenge')
    })
  }
}
