import type { ChallengeFamily } from '../detectors.js'

/** Money out of thin air: oversized top-ups, someone else's card, a membership nobody paid for. */
export const walletAbuseFamily: ChallengeFamily = {
  name: 'wallet-abuse',
  register (hooks) {
    hooks.on('wallet.credited', ({ userId, amount, cardOwnerId }) => {
      if (amount > 1000) hooks.solve('walletTopUpLimitChallenge')
      if (cardOwnerId !== userId) hooks.solve('walletForeignCardChallenge')
    })
    hooks.on('deluxe.upgraded', ({ paymentMode }) => {
      if (paymentMode !== 'wallet' && paymentMode !== 'card') hooks.solve('freeDeluxeChallenge')
    })
  }
}
