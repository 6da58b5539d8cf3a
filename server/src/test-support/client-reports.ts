import type { Listening } from './realtime.js'
import { nextEvent } from './realtime.js'

/**
 * Sends what the browser reports after a client-side exploit ran, and waits for the shop's
 * "challenge solved" notice for that key, as the score board's toast would show it; throws when
 * the notice does not come.
 */
export async function reportFromBrowser (listening: Listening, event: string, payload: unknown, key: string): Promise<void> {
  const socket = await listening.socket()
  const solved = nextEvent(socket, 'challenge solved', (notice: { key?: string }) => notice.key === key)
  socket.emit(event, payload)
  await solved
}
