import type { TutorialScript } from '../engine/tutorial-types'
import { anyPasswordStep, openLoginStep, submitLoginStep } from './login-steps'

export const loudFailureTutorial: TutorialScript = {
  name: 'Loud Failure',
  key: 'verboseErrorChallenge',
  order: 7,
  steps: [
    openLoginStep("Databases dislike surprises. Let's see how the login copes with one."),
    {
      text: "Your e-mail ends up inside a database query. Type a single apostrophe [[']] into the e-mail field, and nothing else.",
      fixture: '#email',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => value.trim() === "'" }
    },
    anyPasswordStep,
    submitLoginStep,
    {
      text: 'The shop answered with its raw database error: the message, the broken SQL statement, even the stack. Your apostrophe ended the e-mail text early. Details like these help an attacker plan the next move.',
      fixture: 'main [role="alert"]',
      placement: 'bottom',
      resolver: { kind: 'solved' }
    }
  ]
}
