import type { ChallengeSolvedEvent } from '@/lib/socket'
import { FakeSocket } from './fake-socket'

/**
 * The realtime connection of the notifications, for `vi.mock('@/lib/socket', () => import('@/test-support/notice-socket'))`:
 * the same events and emits as lib/socket.ts, on a FakeSocket a test drives with `solve` and `serverStarted`.
 */
export const noticeSocket = { current: new FakeSocket() }

export const getSocket = (): FakeSocket => noticeSocket.current

export function onChallengeSolved (cb: (event: ChallengeSolvedEvent) => void): () => void {
  const socket = noticeSocket.current
  socket.on('challenge solved', cb as (payload: unknown) => void)
  return () => { socket.off('challenge solved', cb as (payload: unknown) => void) }
}

export function onServerStarted (cb: () => void): () => void {
  const socket = noticeSocket.current
  socket.on('server started', cb)
  return () => { socket.off('server started', cb) }
}

export function reportClosedNotifications (flags: string[]): void {
  noticeSocket.current.emit('verifyCloseNotificationsChallenge', flags)
}

/** A live solve of `key` as the server announces it. */
export function solvedNotice (key: string, challenge: string, over: Partial<ChallengeSolvedEvent> = {}): ChallengeSolvedEvent {
  return { key, challenge, flag: `flag-of-${key}`, hidden: false, isRestore: false, ...over }
}
