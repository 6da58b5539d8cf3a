import type { ChallengeFamily } from '../detectors.js'

/** Files and pages nobody links to, found by reading what the shop hands out. */
export const hiddenPlacesFamily: ChallengeFamily = {
  name: 'hidden-places',
  register (hooks) {
    hooks.on('file.served', ({ root, realName }) => {
      if (root === 'products' && realName === 'citrus-keychain-v3.stl') hooks.solve('productBlueprintChallenge')
      if (root === 'uploads' && realName === 'crate#7.jpg') hooks.solve('missingEncodingChallenge')
      // The Esperanto translation is complete but deliberately left out of the language list.
      if (root === 'i18n' && realName === 'eo.json') hooks.solve('extraLanguageChallenge')
    })
    hooks.onResponse(({ req, status }) => {
      if (req.method === 'GET' && req.path === '/rest/token-sale/teaser' && status === 200) hooks.solve('tokenSaleChallenge')
    })
  }
}
