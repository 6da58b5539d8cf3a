import type { TutorialScript } from '../engine/tutorial-types'

export const finePrintTutorial: TutorialScript = {
  name: 'Fine Print',
  key: 'privacyPolicyChallenge',
  order: 2,
  steps: [
    {
      text: 'Every assessment starts with what a shop promises about your data. Logged in, open the account menu, then **Privacy & Security** and **Privacy Policy** (on a phone, the side menu). Not logged in? The page is public too: add [[#/privacy-security/privacy-policy]] to the shop address.',
      fixture: ['#navbarAccount', '#sideMenuButton'],
      placement: 'bottom-end',
      resolver: { kind: 'route', matches: location => location.pathname === '/privacy-security/privacy-policy' }
    },
    {
      text: 'Here it is. Take a moment to read it: what is collected, for how long, and who to write to. Some of its words may be worth a closer look later.',
      resolver: { kind: 'solved' }
    }
  ]
}
