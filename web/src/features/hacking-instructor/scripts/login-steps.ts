import type { TutorialStep } from '../engine/tutorial-types'

/** The steps every login-page tutorial shares. */

export function openLoginStep (why: string): TutorialStep {
  return {
    text: `${why} Open the **login** page: choose **Login** in the account menu (on a phone, in the side menu).`,
    // Narrow screens have no account button; the side menu carries the login entry there.
    fixture: ['#navbarAccount', '#sideMenuButton'],
    placement: 'bottom-end',
    resolver: { kind: 'route', matches: location => location.pathname === '/login' }
  }
}

export const anyPasswordStep: TutorialStep = {
  text: 'The password does not matter here. Type a few characters, anything you like.',
  fixture: '#password',
  placement: 'bottom',
  resolver: { kind: 'input', matches: value => value.length > 0 }
}

export const submitLoginStep: TutorialStep = {
  text: 'Now press **Log in** and watch what happens.',
  fixture: '#loginButton',
  placement: 'bottom',
  resolver: { kind: 'click' }
}
