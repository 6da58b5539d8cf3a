import type { ChallengeFamily } from '../detectors.js'

const PARTS_LINK = 'https://parts.example/smoothie-3000'
/** A script element, an event-handler attribute or a javascript: URL. */
const ACTIVE_MARKUP = /<script|\bon[a-z]+\s*=|javascript:/i

/** Staff accounts and tools: the accountant's starter password and the accounting product edits. */
export const staffFamily: ChallengeFamily = {
  name: 'staff',
  register (hooks) {
    hooks.on('login.succeeded', ({ user, how, passwordMatched }) => {
      if (how === 'password' && passwordMatched && user.email === `finance.desk@${hooks.domain}`) hooks.solve('defaultAccountantPasswordChallenge')
    })
    hooks.on('user.created', ({ row }) => {
      if (ACTIVE_MARKUP.test(row.email)) hooks.solve('emailXssChallenge')
    })
    hooks.on('product.updated', ({ before, after }) => {
      if (before.name !== 'Smoothie Maker 3000' || !before.description.includes(PARTS_LINK)) return
      if (!after.description.includes(PARTS_LINK) && /(?:https?:)?\/\/[^\s"'<>]+/i.test(after.description)) hooks.solve('productTamperChallenge')
    })
  }
}
