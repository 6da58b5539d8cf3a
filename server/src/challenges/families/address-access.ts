import type { ChallengeFamily } from '../detectors.js'

/** Someone else's saved addresses, changed or listed. */
export const addressAccessFamily: ChallengeFamily = {
  name: 'address-access',
  register (hooks) {
    hooks.on('address.updated', ({ ownerId, callerId }) => {
      if (ownerId !== callerId) hooks.solve('addressTakeoverChallenge')
    })
    hooks.on('address.listed', ({ ownerId, callerId }) => {
      if (ownerId !== callerId) hooks.solve('headerIdentityChallenge')
    })
  }
}
