import type { ChallengeFamily } from '../detectors.js'

const MIN_FLAGS = 2
const MAX_FLAGS = 200
const hexFlag = /^[0-9a-f]{1,128}$/i

/**
 * Shift-clicking a toast's close button closes every open toast; the client then reports the flags
 * of the toasts it closed (pattern G). The claim is corroborated by the server's own state: at least
 * two distinct flags, each belonging to a challenge this instance has already solved.
 */
export const closeNotificationsFamily: ChallengeFamily = {
  name: 'close-notifications',
  register (hooks) {
    hooks.onClientReport('verifyCloseNotificationsChallenge', 'closeNotificationsChallenge', payload => {
      if (!Array.isArray(payload) || payload.length < MIN_FLAGS || payload.length > MAX_FLAGS) return false
      if (!payload.every(flag => typeof flag === 'string' && hexFlag.test(flag))) return false
      const flags = new Set((payload as string[]).map(flag => flag.toLowerCase()))
      if (flags.size < MIN_FLAGS) return false
      const solved = hooks.solvedFlags()
      return [...flags].every(flag => solved.has(flag))
    })
  }
}
