import type { ChallengeFamily } from '../detectors.js'

/** The B2B order lines are run, not parsed: code that reaches for a shell, or keeps the evaluator busy. */
export const b2bOrdersFamily: ChallengeFamily = {
  name: 'b2b-orders',
  register (hooks) {
    hooks.on('sandbox.ran', ({ source, decoyCalls, interrupted }) => {
      if (source !== 'b2b-orders') return
      if (decoyCalls.some(call => call.startsWith('require(child_process') || call.startsWith('child_process.'))) hooks.solve('b2bCodeExecChallenge')
      if (interrupted) hooks.solve('b2bOccupyChallenge')
    })
  }
}
