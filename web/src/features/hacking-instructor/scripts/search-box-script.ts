import type { TutorialScript } from '../engine/tutorial-types'
import { queryParam } from '../engine/resolvers'

const IFRAME_WITH_SCRIPT = /<iframe\s[^>]*src\s*=\s*["']?\s*javascript:/i

export const searchBoxScriptTutorial: TutorialScript = {
  name: 'Search Box Script',
  key: 'localXssChallenge',
  order: 3,
  steps: [
    {
      text: "This is the shop's **search box**. Whatever you search for is repeated in the heading of the results. Click into it.",
      fixture: '#searchQuery',
      placement: 'bottom',
      resolver: { kind: 'click' }
    },
    {
      text: 'What if the search text were HTML instead of words? Type exactly this: [[<iframe src="javascript:alert(`xss`)">]]',
      fixture: '#searchQuery',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => IFRAME_WITH_SCRIPT.test(value) }
    },
    {
      text: 'Now press **Enter** to search for it.',
      fixture: '#searchQuery',
      placement: 'bottom',
      resolver: { kind: 'route', matches: location => location.pathname === '/search' && IFRAME_WITH_SCRIPT.test(queryParam(location, 'q')) }
    },
    {
      text: 'The heading took your text as **HTML**: the browser built an iframe and ran the script in its [[javascript:]] address, which is the alert you saw. That is DOM-based cross-site scripting (XSS).',
      fixture: '#searchValue',
      placement: 'bottom-start',
      resolver: { kind: 'solved' }
    }
  ]
}
