import type { UserRow } from '../../repositories/users.js'
import type { ProductRow } from '../../repositories/products.js'
import type { BudgetKind } from './budgets.js'
import type { SandboxOutcome } from './sandbox-types.js'
import type { ResolvedPath } from './virtual-roots.js'

/**
 * The typed domain events of catalogue pattern A. Domain modules emit them after they act;
 * challenge detectors subscribe. Later issues extend this map with their own flows.
 */
export interface DomainEventMap {
  'login.succeeded': { user: UserRow, how: 'password' | 'injection' | 'oauth' | '2fa', passwordMatched: boolean, submittedEmail: string, /** False for a row an injected UNION made up. */ existing?: boolean }
  'user.created': { row: UserRow, request: Record<string, unknown> }
  /** `client` is the sender's connection (peer address), for anti-automation windows. */
  'feedback.saved': { id: number, UserId: number | null, callerId: number | null, comment: string, rating: number, client: string }
  'review.saved': { productId: number, author: string, callerEmail: string | null, message: string }
  'review.updated': { modifiedCount: number }
  'file.served': { root: string, realName: string, requesterId: number | null }
  /** The access logger wrote a line for this request path (as the log shows it). */
  'access.logged': { decodedPath: string }
  'search.performed': { query: string }
  'product.created': { product: ProductRow, creatorId: number }
  /** A password was reset through the security question (`user` is the row before the change). */
  'reset.succeeded': { user: UserRow }
  /** A username change on /profile, with the Origin and Referer it came with. */
  'profile.renamed': { userId: number, username: string, origin?: string, referer?: string, shopOrigin: string }
  /** /profile was rendered with this Content-Security-Policy and shown name (after the template and filter). */
  'profile.rendered': { userId: number, csp: string, profileImage: string, shownName: string }
  /** The outbound fetch guard (pattern M) requested this path of the shop's own listener. */
  'outbound.fetched': { path: string, url: string }
  /** A photo-wall memory was saved; `magic` is the image type its first bytes show, null for neither. */
  'memory.saved': { id: number, userId: number | null, magic: 'png' | 'jpeg' | null, fileName: string }
  /** A like was written; `timesLiked` counts the liker's entries on the review after the write. */
  'review.liked': { reviewId: string, liker: string, timesLiked: number, overlapping: number }
  'admin.authDetailsListed': { viewerRole: string }
  /** A progress code was applied: `ids` are known challenge ids, `unknownIds` decoded ids no challenge has. */
  'progress.applied': { kind: 'solved' | 'findIt' | 'fixIt', ids: number[], unknownIds: number[] }
  /** A budget of pattern I tripped and the work was stopped (see challenges/mechanisms/budgets.ts). */
  'budget.exceeded': { budget: BudgetKind, source?: string }
  /** Every sandbox run (pattern H), emitted before its outcome is returned or its budget error thrown. */
  'sandbox.ran': { source: string } & Omit<SandboxOutcome, 'result'>
  'password.changed': { user: UserRow, hadCurrent: boolean }
  'product.updated': { before: ProductRow, after: ProductRow }
  /** A data export was handed out; `captchaAnswered` when the request carried a (correct) captcha. */
  'export.sent': { userId: number, captchaAnswered: boolean, rows: number, orderOwners: number[] }
  /** The support bot ran a rule: `tier` is what its profile says, `realRole` the account's role. */
  'chatbot.intent': { intent: string, tier: string, staffOnly: boolean, realRole: string }
  'chatbot.couponIssued': { userId: number, code: string, discount: number }
  'chatbot.orderAnswered': { askerId: number, ownerId: number, orderId: string }
  /** A user-supplied path went through a virtual file root (pattern L). */
  'file.resolved': { purpose: 'zip' | 'xxe' | 'layout' } & ResolvedPath
  /** `/promotion` was rendered with these captions inlined into its page. */
  'promotion.rendered': { captions: string }
  /** `/file-upload` kept a file (after its size and any parsing passed). */
  'upload.accepted': { userId: number, name: string, size: number, extension: string }
  /** The retired supplier interface parsed an XML or YAML upload and echoed it. */
  'upload.parsed': { kind: 'xml' | 'yaml', echo: string, filesRead: ResolvedPath[] }
  // The money path: basket, checkout, wallet, addresses, orders, deluxe, redirects.
  'basket.read': { basketOwnerId: number | null, callerId: number }
  'basket.itemAdded': { basketOwnerId: number | null, callerId: number }
  'coupon.accepted': { code: string, kind: 'monthly' | 'campaign', discount: number }
  'order.placed': {
    orderId: string
    userId: number
    total: number
    payment: 'card' | 'wallet'
    /** The discount applied and whether the server's own date allowed it. */
    coupon: { code: string, kind: 'monthly' | 'campaign', discount: number, validToday: boolean } | null
    items: Array<{ productId: number, name: string, quantity: number, retired: boolean }>
  }
  /** A wallet-paid checkout finished; `others` are the wallet payments of the same user still running when it started. */
  'wallet.paid': { userId: number, balanceRead: number, total: number, others: Array<{ balanceRead: number, total: number }> }
  'wallet.credited': { userId: number, amount: number, cardOwnerId: number }
  'deluxe.upgraded': { userId: number, paymentMode: unknown }
  'address.updated': { ownerId: number, callerId: number }
  'address.listed': { ownerId: number, callerId: number }
  'orders.listed': { callerId: number, ownerIds: number[] }
  'orders.tracked': { count: number }
  'redirect.served': { to: string }
}

export type DomainEventName = keyof DomainEventMap
type Handler<E extends DomainEventName> = (payload: DomainEventMap[E]) => void

export interface DetectorErrorSink { (error: unknown, where: string): void }

export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, Array<Handler<any>>>()

  constructor (private readonly onDetectorError: DetectorErrorSink) {}

  on<E extends DomainEventName>(event: E, handler: Handler<E>): void {
    const list = this.handlers.get(event) ?? []
    list.push(handler)
    this.handlers.set(event, list)
  }

  /** Runs every subscriber; a failing detector is reported but never breaks the request that emitted. */
  emit<E extends DomainEventName>(event: E, payload: DomainEventMap[E]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        handler(payload)
      } catch (error) {
        this.onDetectorError(error, event)
      }
    }
  }
}
