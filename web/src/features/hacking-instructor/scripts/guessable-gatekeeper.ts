import type { TutorialScript } from '../engine/tutorial-types'
import { openLoginStep, submitLoginStep } from './login-steps'

export const guessableGatekeeperTutorial: TutorialScript = {
  name: 'Guessable Gatekeeper',
  key: 'weakAdminPasswordChallenge',
  order: 12,
  steps: [
    openLoginStep("This time we log in as the administrator honestly, with the real password. We only have to guess it."),
    {
      text: 'The administrator\'s address follows the shop\'s pattern: [[admin@juice.shop.test]]. Type it here.',
      fixture: '#email',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => value.trim().toLowerCase().startsWith('admin@') }
    },
    {
      text: 'Now guess. Lists of the most common passwords are public: [[123456]], [[password]], [[qwerty]], [[qwerty123]]… The shop never locks an account, so try as many as you like.',
      fixture: '#password',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => value.length >= 6 }
    },
    submitLoginStep,
    {
      text: 'Not it? Change the password and log in again until the shop lets you in. A password on every list is no password at all.',
      fixture: '#password',
      // Above the field: below it the bubble would cover the Log in button the player needs again.
      placement: 'top',
      resolver: { kind: 'solved' }
    }
  ]
}
