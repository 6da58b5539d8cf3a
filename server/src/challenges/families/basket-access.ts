import type { ChallengeFamily } from '../detectors.js'

/** Reading and filling baskets that belong to someone else. */
export const basketAccessFamily: ChallengeFamily = {
  name: 'basket-access',
  register (hooks) {
    hooks.on('basket.read', ({ basketOwnerId, callerId }) => {
      if (basketOwnerId !== callerId) hooks.solve('basketPeekChallenge')
    })
    hooks.on('basket.itemAdded', ({ basketOwnerId, callerId }) => {
      if (basketOwnerId !== callerId) hooks.solve('basketPollutionChallenge')
    })
  }
}
