import type { TutorialScript } from '../engine/tutorial-types'
import { queryParam } from '../engine/resolvers'

const JUKEBOX = /<iframe\s[^>]*src\s*=\s*["']?\/assets\/public\/jingle\/player\.html/i

export const jukeboxInTheSearchTutorial: TutorialScript = {
  name: 'Jukebox in the Search',
  key: 'xssBonusChallenge',
  order: 4,
  steps: [
    {
      text: 'The search heading turns your search text into HTML. Last time that ran a script; this time it will **embed a whole page**. Click into the search box.',
      fixture: '#searchQuery',
      placement: 'bottom',
      resolver: { kind: 'click' }
    },
    {
      text: 'The shop has its own jingle player. Type exactly this: [[<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/assets/public/jingle/player.html"></iframe>]]',
      fixture: '#searchQuery',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => JUKEBOX.test(value) }
    },
    {
      text: 'Press **Enter** to search for it.',
      fixture: '#searchQuery',
      placement: 'bottom',
      resolver: { kind: 'route', matches: location => location.pathname === '/search' && JUKEBOX.test(queryParam(location, 'q')) }
    },
    {
      text: 'The heading now holds a working player. An attacker could put any page there, a fake login form for example, and send the link to a victim.',
      fixture: '#searchValue',
      placement: 'bottom-start',
      resolver: { kind: 'solved' }
    }
  ]
}
