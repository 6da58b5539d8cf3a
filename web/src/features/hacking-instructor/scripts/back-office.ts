import type { TutorialScript } from '../engine/tutorial-types'

export const backOfficeTutorial: TutorialScript = {
  name: 'Back Office',
  key: 'adminSectionChallenge',
  order: 11,
  steps: [
    {
      text: "This one needs the administrator's account. Log in as admin first; the **Admin by Apostrophe** tutorial shows how. I'll wait here.",
      fixture: ['#navbarAccount', '#sideMenuButton'],
      placement: 'bottom-end',
      resolver: { kind: 'role', role: 'admin' }
    },
    {
      text: 'Admins have a page of their own, but no menu links to it. Like the score board, its route sits in the app\'s script. Think of a word for running a shop, put it after [[#/]] in the address bar and press **Enter**.',
      resolver: { kind: 'route', matches: location => location.pathname === '/administration' }
    },
    {
      text: 'Welcome to the back office: every user and every piece of customer feedback. A page hidden from the menu is not a protected page.',
      resolver: { kind: 'solved' }
    }
  ]
}
