import type { TutorialStep } from '../engine/tutorial-types'

/*
 * The steps every login-page tutorial shares. On narrow screens the account menu lives in the side
 * menu, so its button may be missing; the bubble then waits centred.
 */

export function openLoginStep (why: string): TutorialStep {
  return {
    text: `${why} Open the **login** page: account menu, then **Login**.`,
    fixture: '#navbarAccount',
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
