import type { TutorialScript } from '../engine/tutorial-types'

export const scoreBoardTutorial: TutorialScript = {
  name: 'Score Board',
  key: 'scoreBoardChallenge',
  order: 1,
  steps: [
    {
      text: "Hi, I'm **Pip**, your hacking instructor! Every challenge you solve here is tracked on a **Score Board**. The shop hides it: no menu links to it yet. Let's find it together.",
      resolver: { kind: 'next' }
    },
    {
      text: 'A single-page app like this one sends its whole front end to your browser, including the list of all its pages. Open the developer tools (**F12**), pick the **Sources** tab and search the main script for [[path:]] to see them.',
      resolver: { kind: 'next' },
      skippable: true
    },
    {
      text: 'Pages live after the [[#]] in the address bar: this one is [[#/search]]. One route in the script sounds like a score board. Replace [[search]] with its name and press **Enter**. Stuck? Try [[score-board]].',
      resolver: { kind: 'route', matches: location => /^\/score-?board\/?$/i.test(location.pathname) }
    },
    {
      text: 'You found the hidden page! Opening it made the app ask for the full list of challenges, and that request is how the shop notices you found the score board.',
      resolver: { kind: 'solved' }
    }
  ]
}
