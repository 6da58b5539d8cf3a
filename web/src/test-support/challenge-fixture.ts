import type { Challenge } from '@/features/scoreboard/api/get-challenges'

/** A score-board row with every field the contract requires; tests override only what they are about. */
export function challengeFixture (key: string, over: Partial<Challenge> = {}): Challenge {
  return {
    id: key.length, key, name: key, category: 'Misc', difficulty: 1, description: `About ${key}`, cwe: [20], owaspTop10: 'A04',
    owaspApiTop10: null, tags: null, hint: null, hints: [], hintUrl: null, mitigationUrl: null, solved: false, disabledEnv: null,
    tutorialOrder: null, hasTutorial: false, hasSnippet: false, hasCodingChallenge: false, codingChallengeStatus: 0, ...over
  }
}
