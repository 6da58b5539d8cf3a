import type { ChallengeFamily } from '../detectors.js'

/** The disclosure policy and the advisories it points to. */
export const disclosureFamily: ChallengeFamily = {
  name: 'disclosure',
  register (hooks) {
    hooks.on('file.served', ({ root, realName }) => {
      if (root === 'well-known' && realName === 'security.txt') hooks.solve('securityTxtChallenge')
    })
    // Reading the advisory is proved by naming it to the shop.
    hooks.scanFor({ key: 'csafAdvisoryChallenge', allOf: ['JSHOP-2024-001'], sources: ['feedback', 'complaint'] })
  }
}
