import { hash } from 'node:crypto'
import type { ChallengeFamily } from '../detectors.js'

/**
 * Credentials and security answers the cast gave away in pictures and reviews. A login counts
 * only with the very password of the trail; a reset counts for the account whose answer leaked.
 */
const passwordTrails = [
  { local: 'lena.fischer', password: 'Mango&Me2023', key: 'stickyNotePasswordChallenge' },
  { local: 'tomasz.nowak', password: 'BloodOrangeBlast2016!', key: 'passwordRecipeChallenge' },
  { local: 'admin', password: 'qwerty123', key: 'weakAdminPasswordChallenge' },
  { local: 'qa.bot', password: 'Qa-Bot-Smoke-1', key: 'exposedTestCredentialsChallenge' },
  { local: 'support', password: 'Citrus!Desk#2024pulp', key: 'supportTeamLoginChallenge' }
// Stored as the accounts store passwords (MD5), hashed once here rather than on every login.
].map(trail => ({ ...trail, stored: hash('md5', trail.password) }))
const resetTrails = [
  { local: 'amara.okafor', key: 'photoMetadataResetChallenge' },
  { local: 'henrik.dahl', key: 'photoDetailResetChallenge' },
  { local: 'oskar.lindqvist', key: 'resetPasswordPetChallenge' },
  { local: 'mateo.rossi', key: 'resetPasswordMaidenNameChallenge' },
  { local: 'ingrid.berg', key: 'resetBruteForceChallenge' }
]

export const castTrailsFamily: ChallengeFamily = {
  name: 'cast-trails',
  register (hooks) {
    const email = (local: string): string => `${local}@${hooks.domain}`.toLowerCase()
    hooks.on('login.succeeded', ({ user, how, passwordMatched }) => {
      // A third-party account opened with its derived password, without the provider.
      if (how === 'password' && user.isOAuth === 1) hooks.solve('oauthPasswordChallenge')
      if (how !== 'password' || !passwordMatched) return
      for (const trail of passwordTrails) {
        if (user.email.toLowerCase() === email(trail.local) && user.password === trail.stored) hooks.solve(trail.key)
      }
    })
    hooks.on('reset.succeeded', ({ user }) => {
      for (const trail of resetTrails) {
        if (user.email.toLowerCase() === email(trail.local)) hooks.solve(trail.key)
      }
    })
  }
}
