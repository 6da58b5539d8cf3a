import type { ChallengeFamily } from '../detectors.js'

const STAFF_TIERS = new Set(['staff', 'admin'])

/** The support bot's rules: the haggle give-in, order lookups, the maintainer dump and the staff-only rules. */
export const chatbotFamily: ChallengeFamily = {
  name: 'chatbot',
  register (hooks) {
    hooks.on('chatbot.couponIssued', () => { hooks.solve('chatbotHaggleChallenge') })
    hooks.on('chatbot.orderAnswered', ({ askerId, ownerId }) => {
      if (askerId !== ownerId) hooks.solve('chatbotOrderPeekChallenge')
    })
    hooks.on('chatbot.intent', ({ intent, tier, staffOnly, realRole }) => {
      if (intent === 'showRulebook' && !STAFF_TIERS.has(tier)) hooks.solve('chatbotRulebookLeakChallenge')
      if (staffOnly && realRole !== 'admin') hooks.solve('chatbotNameInjectionChallenge')
    })
  }
}
