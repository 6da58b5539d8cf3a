import { hasActiveMarkup } from '../active-markup.js'
import type { ChallengeFamily } from '../detectors.js'

// A script element ends at `</script` followed by white space, `/` or `>`, in any case.
const SCRIPT_END = /<\/script[\s/>]/i

/**
 * The promotion page inlines its captions file into a script block. Active markup only runs once
 * the captions close that block, so the page must be rendered from captions with a closing script
 * tag followed by active markup; the same markup inside the block stays inert text.
 */
export const promotionFamily: ChallengeFamily = {
  name: 'promotion',
  register (hooks) {
    hooks.on('promotion.rendered', ({ captions }) => {
      const end = SCRIPT_END.exec(captions)
      if (end !== null && hasActiveMarkup(captions.slice(end.index + end[0].length - 1))) hooks.solve('promoCaptionXssChallenge')
    })
  }
}
