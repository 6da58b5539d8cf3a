import type { ChallengeFamily } from '../detectors.js'

/** The members-only page behind the encrypted path on the deluxe page. */
export const premiumPaywallFamily: ChallengeFamily = {
  name: 'premium-paywall',
  register (hooks) {
    hooks.on('file.served', ({ root }) => {
      if (root === 'premium') hooks.solve('premiumPaywallChallenge')
    })
  }
}
