import { FakeSocket } from './fake-socket'

/**
 * The realtime 'challenge solved' events for tests of code that listens through `onChallengeSolved`:
 * `vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())`,
 * then `solvedEvents.emit('challenge solved', { key, challenge })` plays the server.
 */
export const solvedEvents = new FakeSocket()

export function solvedEventsModule (): { onChallengeSolved: (cb: (event: unknown) => void) => () => void } {
  return {
    onChallengeSolved: cb => {
      solvedEvents.on('challenge solved', cb)
      return () => { solvedEvents.off('challenge solved', cb) }
    }
  }
}
