import type { TutorialScript } from '../engine/tutorial-types'
import { queryParam } from '../engine/resolvers'

const IFRAME_WITH_SCRIPT = /<iframe\s[^>]*src\s*=\s*["']?\s*javascript:/i

export const trackingEchoTutorial: TutorialScript = {
  name: 'Tracking Echo',
  key: 'reflectedXssChallenge',
  order: 8,
  steps: [
    {
      text: 'Order tracking shows the order id it was asked for. Open the tracking page of any order: log in, go to **Order History** and press **Track Order**, or simply put [[#/track-result?id=0010-000003]] after the address of the shop.',
      resolver: { kind: 'route', matches: location => location.pathname.startsWith('/track-result') }
    },
    {
      text: 'See the order id in the heading? It comes straight from [[id=]] in the address bar. Replace the id with [[<iframe src="javascript:alert(`xss`)">]] and press **Enter**.',
      resolver: { kind: 'route', matches: location => IFRAME_WITH_SCRIPT.test(queryParam(location, 'id')) }
    },
    {
      text: 'The page put your id into its markup as **HTML**, so the iframe ran the script. Anyone who follows such a link runs it too: reflected cross-site scripting.',
      resolver: { kind: 'solved' }
    }
  ]
}
