import type { TutorialScript } from '../engine/tutorial-types'

export const boardMinutesTutorial: TutorialScript = {
  name: 'Board Minutes',
  key: 'ftpConfidentialDocChallenge',
  order: 6,
  steps: [
    {
      text: 'Shops often keep more in their public folders than they mean to. Start where the shop talks about itself: open **About Us** from the side menu.',
      fixture: ['#sideMenuButton'],
      placement: 'bottom-start',
      resolver: { kind: 'route', matches: location => location.pathname === '/about' }
    },
    {
      text: 'The **terms of use** are a file on the server. Hover the link and look at its address: which folder does it live in?',
      fixture: ['a[href="ftp/legal.md"]'],
      placement: 'top',
      resolver: { kind: 'next' }
    },
    {
      text: 'Open that folder itself: [[/ftp]] in a new tab, without a file name. If the server shows its table of contents, one of the documents there was never meant for customers. Open it; I will notice.',
      resolver: { kind: 'solved' }
    }
  ]
}
