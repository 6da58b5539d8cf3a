import type { ChallengeFamily } from '../detectors.js'

/** Finding the score board: only that screen lists every challenge without a name filter. */
export const scoreBoardFamily: ChallengeFamily = {
  name: 'score-board',
  register (hooks) {
    hooks.onResponse(({ req, status }) => {
      if (req.method === 'GET' && /^\/api\/Challenges\/?$/i.test(req.path) && status === 200 && req.query.name === undefined && req.query.key === undefined) {
        hooks.solve('scoreBoardChallenge')
      }
    })
  }
}
