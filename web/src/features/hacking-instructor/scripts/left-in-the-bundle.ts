import type { TutorialScript } from '../engine/tutorial-types'
import { openLoginStep } from './login-steps'

export const leftInTheBundleTutorial: TutorialScript = {
  name: 'Left in the Bundle',
  key: 'exposedTestCredentialsChallenge',
  order: 9,
  steps: [
    openLoginStep('Developers test their shop with accounts of their own. Let\'s find one.'),
    {
      text: 'Everything this page does is JavaScript your browser downloaded. Open the developer tools (**F12**), go to **Sources** and search all files (**Ctrl+Shift+F**) for [[qa]] or [[password]].',
      resolver: { kind: 'next' }
    },
    {
      text: 'Found a helper that fills in a test account? Its e-mail goes here…',
      fixture: '#email',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => value.trim().toLowerCase().startsWith('qa.') }
    },
    {
      text: '…and its password here. Then press **Log in**.',
      fixture: '#password',
      // Above the field: below it the bubble would cover the Log in button.
      placement: 'top',
      resolver: { kind: 'solved' }
    }
  ]
}
