import type { TutorialScript } from '../engine/tutorial-types'

export const ghostwriterTutorial: TutorialScript = {
  name: 'Ghostwriter',
  key: 'forgedFeedbackChallenge',
  order: 14,
  steps: [
    {
      text: 'Open the **Customer Feedback** page from the side menu (or go to [[#/contact]]).',
      resolver: { kind: 'route', matches: location => location.pathname === '/contact' }
    },
    {
      text: 'The author field shows who you are. Behind the scenes the form keeps your user id in a **hidden field** and sends it along as [[UserId]].',
      fixture: '#author',
      placement: 'bottom',
      resolver: { kind: 'next' }
    },
    {
      text: 'Fill in a comment, a rating and the captcha, and watch the [[POST api/Feedbacks/]] request in the **Network** tab of the developer tools when you submit.',
      fixture: '#comment',
      placement: 'bottom',
      resolver: { kind: 'input', matches: value => value.trim().length > 0 }
    },
    {
      text: 'Now send that request again with a fresh captcha and a different [[UserId]], say [[1]]. If the shop trusts the body more than your login, the feedback is posted in someone else\'s name.',
      fixture: '#submitButton',
      placement: 'top',
      resolver: { kind: 'solved' }
    }
  ]
}
