import type { TutorialScript } from '../engine/tutorial-types'

const onContact = (pathname: string): boolean => pathname === '/contact'

export const noStarsGivenTutorial: TutorialScript = {
  name: 'No Stars Given',
  key: 'zeroStarsChallenge',
  order: 5,
  steps: [
    {
      text: 'Open the **Customer Feedback** page from the side menu (or go to [[#/contact]]).',
      resolver: { kind: 'route', matches: location => onContact(location.pathname) }
    },
    {
      text: 'This slider is the only thing that keeps the rating between one and five stars. Pick any rating for now.',
      fixture: '#rating',
      placement: 'top',
      resolver: { kind: 'next' }
    },
    {
      text: 'Write a short comment.',
      fixture: '#comment',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => value.trim().length > 0 }
    },
    {
      text: 'Solve the captcha, then open your browser\'s **developer tools** on the **Network** tab before you press Submit.',
      fixture: '#captchaControl',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => /^-?\d+$/.test(value.trim()) }
    },
    {
      text: 'Submit, then find the [[POST api/Feedbacks/]] request. Send it once more with [[rating]] set to [[0]] (for example with "Copy as fetch" in the console) and a fresh captcha. The server never checks the range itself.',
      fixture: '#submitButton',
      placement: 'top',
      resolver: { kind: 'solved' }
    }
  ]
}
