import type { TutorialScript } from '../engine/tutorial-types'
import { anyPasswordStep, openLoginStep, submitLoginStep } from './login-steps'

const ALWAYS_TRUE_THEN_COMMENT = /'\s*or\s+.+--/i

export const adminByApostropheTutorial: TutorialScript = {
  name: 'Admin by Apostrophe',
  key: 'loginAdminSqliChallenge',
  order: 10,
  steps: [
    openLoginStep("Let's log in as the shop's administrator without knowing the password."),
    {
      text: "The login pastes your e-mail straight into its SQL query. Type [[' OR 1=1--]] here. The apostrophe ends the e-mail text, [[OR 1=1]] is always true, and [[--]] turns the rest of the query, the password check, into a comment.",
      fixture: '#email',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => ALWAYS_TRUE_THEN_COMMENT.test(value) }
    },
    anyPasswordStep,
    submitLoginStep,
    {
      text: 'The query now matched every user, and the shop logged you in as the first one: the **administrator**. Open the account menu to see whose account you are using.',
      fixture: ['#navbarAccount', '#sideMenuButton'],
      placement: 'bottom-end',
      resolver: { kind: 'solved' }
    }
  ]
}
