import type { TutorialScript } from '../engine/tutorial-types'

export const someoneElsesCartTutorial: TutorialScript = {
  name: "Someone Else's Cart",
  key: 'basketPeekChallenge',
  order: 13,
  steps: [
    {
      text: 'A basket belongs to a logged-in customer. Log in with any account first (register one if you like); I\'ll wait.',
      fixture: ['#navbarAccount', '#sideMenuButton'],
      placement: 'bottom-end',
      resolver: { kind: 'role', role: 'customer' }
    },
    {
      text: 'Now open **Your Basket** with the cart button in the top bar.',
      fixture: ['#basketButton', '#sideMenuButton'],
      placement: 'bottom-end',
      resolver: { kind: 'route', matches: location => location.pathname === '/basket' }
    },
    {
      text: 'How does the page know which basket is yours? Open your browser\'s developer tools (**F12**), go to **Application** (Chrome) or **Storage** (Firefox) and look at **Session Storage** for this site. Continue when you found it.',
      resolver: { kind: 'next' }
    },
    {
      text: 'The entry [[bid]] is your basket id, a plain number. Change it to a neighbouring number, for example one less, and then reload the page (**F5**).',
      resolver: { kind: 'solved' }
    }
  ]
}
