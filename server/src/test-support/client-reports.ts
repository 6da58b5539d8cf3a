import type { Socket } from 'socket.io-client'
import { expect, vi } from 'vitest'
import type { Listening } from './realtime.js'
import { nextEvent } from './realtime.js'
import type { TestShop } from './test-shop.js'

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

/**
 * Sends a browser report that must solve nothing, and resolves once the shop has checked it (the
 * detectors' answer for exactly this report came back), so a test can then look at the score
 * board without guessing how long the socket takes.
 */
export async function reportChecked (t: TestShop, socket: Socket, event: string, payload: unknown): Promise<void> {
  const detectors = t.shop.registry.get().detectors
  const check = vi.spyOn(detectors, 'checkClientReport')
  try {
    socket.emit(event, payload)
    await vi.waitFor(() => {
      expect(check.mock.calls.some(([name, sent], i) => name === event && sent === payload && check.mock.results[i]?.type === 'return')).toBe(true)
    }, { timeout: 10_000, interval: 10 })
  } finally {
    check.mockRestore()
  }
}
