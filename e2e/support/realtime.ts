import type { Page } from '@playwright/test'

/*
 * socket.io acknowledges a client's connect with a packet starting with "40". The server joins the
 * socket to its shop's room before sending it, so from then on the page hears every notice.
 * It arrives over long-polling or, after the upgrade, over the WebSocket; both are watched.
 * Call before navigating, await after.
 */
const isConnectAck = (payload: string): boolean => payload.split('\x1e').some(packet => packet.startsWith('40'))

export function realtimeConnected (page: Page): Promise<void> {
  return new Promise(resolve => {
    page.on('response', response => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return
      response.text().then(text => { if (isConnectAck(text)) resolve() }, () => {})
    })
    page.on('websocket', socket => {
      if (!socket.url().includes('/socket.io/')) return
      socket.on('framereceived', frame => { if (typeof frame.payload === 'string' && isConnectAck(frame.payload)) resolve() })
    })
  })
}
