import type { ChallengeFamily } from '../detectors.js'

/** The photo wall's upload check. */
export const photoWallFamily: ChallengeFamily = {
  name: 'photo-wall',
  register (hooks) {
    hooks.on('memory.saved', ({ magic }) => {
      if (magic === null) hooks.solve('photoWallFileTypeChallenge')
    })
  }
}
