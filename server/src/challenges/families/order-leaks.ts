import { tagHolds } from '../active-markup.js'
import type { ChallengeFamily } from '../detectors.js'

const receiptName = /^order_(\d{4})-\d{6}\.pdf$/
const IFRAME = /<iframe/
const JAVASCRIPT_SOURCE = /src\s*=\s*["']?\s*javascript:/

/** Orders that reach people they do not belong to: receipts, order history, tracking. */
export const orderLeaksFamily: ChallengeFamily = {
  name: 'order-leaks',
  register (hooks) {
    hooks.on('file.served', ({ root, realName, requesterId }) => {
      const match = root === 'ftp' ? receiptName.exec(realName) : null
      if (match && Number(match[1]) !== requesterId) hooks.solve('orderReceiptPeekChallenge')
    })
    hooks.on('orders.listed', ({ callerId, ownerIds }) => {
      if (ownerIds.some(id => id !== callerId)) hooks.solve('secondOrderSqliChallenge')
    })
    hooks.on('orders.tracked', ({ count }) => {
      if (count > 1) hooks.solve('trackOrderInjectionChallenge')
    })
    hooks.onRequest(req => {
      if (req.method !== 'GET' || !req.path.startsWith('/rest/track-order/')) return
      const id = decodeURIComponent(req.path.slice('/rest/track-order/'.length)).toLowerCase()
      // A URL carries up to 16 kB, so the tag is looked for with the linear scanner.
      if (tagHolds(id, IFRAME, JAVASCRIPT_SOURCE)) hooks.solve('reflectedXssChallenge')
    })
  }
}
