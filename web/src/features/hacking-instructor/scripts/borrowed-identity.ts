import type { TutorialScript } from '../engine/tutorial-types'
import { anyPasswordStep, openLoginStep, submitLoginStep } from './login-steps'

export const borrowedIdentityTutorial: TutorialScript = {
  name: 'Borrowed Identity',
  key: 'loginCustomerSqliChallenge',
  order: 15,
  steps: [
    {
      text: 'We want Oskar\'s account. Customers sign their reviews with their e-mail: open a few products and read what people wrote about them. Oskar talks a lot about his dog.',
      resolver: { kind: 'next' }
    },
    openLoginStep('Got his address?'),
    {
      text: "Type Oskar's address here and end it with [['--]]: the apostrophe closes the e-mail text in the SQL query, and [[--]] turns the password check after it into a comment.",
      fixture: '#email',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => /^oskar\.[^']*'\s*--/i.test(value.trim()) }
    },
    anyPasswordStep,
    submitLoginStep,
    {
      text: 'The query only asked for Oskar\'s e-mail, so the shop logged you in as him.',
      resolver: { kind: 'solved' }
    }
  ]
}
