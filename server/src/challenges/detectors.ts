import type { Request } from 'express'
import type { ShopConfig } from '../config.js'
import type { DomainEventMap, DomainEventName, DomainEvents } from './mechanisms/domain-events.js'
import type { ObservationLog } from './mechanisms/observations.js'
import type { ExecutedQuery } from './mechanisms/sql-executor.js'
import type { ContentRule, ContentScanner } from './mechanisms/content-scanner.js'
import type { InFlightRegistry, SlidingWindows } from './mechanisms/time-windows.js'
import type { VerifiedToken } from '../domain/auth/tokens.js'

/** What the response-inspection hook (pattern D) hands to detectors. */
export interface InspectedResponse {
  req: Request
  status: number
  headers: Record<string, unknown>
  /**
   * The body, parsed when it is JSON. Parsed on first read and kept, so a detector should check
   * the request and status first: reading it for every response would parse every API answer.
   */
  readonly body: unknown
}

/** Validates a client claim against server observations; returns true to accept the solve. */
export type ClientReportValidator = (payload: unknown) => boolean

/** Everything a challenge family may attach to, scoped to one shop instance. */
export interface DetectorHooks {
  readonly config: ShopConfig
  /** The shop's e-mail domain, e.g. juice.shop.test, so families can name the cast. */
  readonly domain: string
  readonly observations: ObservationLog
  solve: (key: string) => void
  isSolved: (key: string) => boolean
  /** The flags, as solved notices carry them, of the challenges already solved in this instance (client reports quote them). */
  solvedFlags: () => ReadonlySet<string>
  on: <E extends DomainEventName>(event: E, handler: (payload: DomainEventMap[E]) => void) => void
  onQuery: (handler: (query: ExecutedQuery) => void) => void
  onResponse: (handler: (response: InspectedResponse) => void) => void
  onRequest: (handler: (req: Request, auth: VerifiedToken | null) => void) => void
  onClientReport: (event: string, key: string, validator: ClientReportValidator) => void
  /** Content scanner (F): solve `rule.key` when saved free text contains every phrase of the rule. */
  scanFor: (rule: ContentRule) => void
  /** E-mail and stored password hash of every account (for detectors that check a full dump). */
  userCredentials: () => ReadonlyArray<{ email: string, password: string }>
  /** Per-instance sliding windows (K) for "N events in T seconds" detectors. */
  readonly windows: SlidingWindows
  /** Per-instance in-flight registry (K): the domain enters it around racy work; detectors read events. */
  readonly inFlight: InFlightRegistry
}

export interface ChallengeFamily {
  name: string
  register: (hooks: DetectorHooks) => void
}

type ErrorSink = (error: unknown, where: string) => void

/** Per-instance lists of the detectors the families registered, and safe ways to run them. */
export class DetectorRegistry {
  private readonly queryInspectors: Array<(q: ExecutedQuery) => void> = []
  private readonly responseInspectors: Array<(r: InspectedResponse) => void> = []
  private readonly requestMatchers: Array<(req: Request, auth: VerifiedToken | null) => void> = []
  // Several challenges may listen to one event (the search-box XSS and its jukebox variant).
  private readonly clientReports = new Map<string, Array<{ key: string, validator: ClientReportValidator }>>()

  constructor (private readonly onError: ErrorSink) {}

  hooks (base: Pick<DetectorHooks, 'config' | 'domain' | 'observations' | 'solve' | 'isSolved' | 'solvedFlags' | 'windows' | 'inFlight' | 'userCredentials'>, events: DomainEvents, scanner: ContentScanner): DetectorHooks {
    return {
      ...base,
      on: (event, handler) => { events.on(event, handler) },
      onQuery: handler => { this.queryInspectors.push(handler) },
      onResponse: handler => { this.responseInspectors.push(handler) },
      onRequest: handler => { this.requestMatchers.push(handler) },
      onClientReport: (event, key, validator) => { this.clientReports.set(event, [...(this.clientReports.get(event) ?? []), { key, validator }]) },
      scanFor: rule => { scanner.add(rule) }
    }
  }

  inspectQuery (query: ExecutedQuery): void { this.runAll(this.queryInspectors, query, 'query') }
  inspectResponse (response: InspectedResponse): void { this.runAll(this.responseInspectors, response, 'response') }
  matchRequest (req: Request, auth: VerifiedToken | null): void {
    for (const matcher of this.requestMatchers) {
      try { matcher(req, auth) } catch (error) { this.onError(error, 'request') }
    }
  }

  clientReportEvents (): string[] { return [...this.clientReports.keys()] }

  /** The challenge keys whose validators accept the claim (none when it does not check out). */
  checkClientReport (event: string, payload: unknown): string[] {
    return (this.clientReports.get(event) ?? []).filter(entry => {
      try {
        return entry.validator(payload)
      } catch (error) {
        this.onError(error, event)
        return false
      }
    }).map(entry => entry.key)
  }

  private runAll<T>(list: Array<(value: T) => void>, value: T, where: string): void {
    for (const detector of list) {
      try { detector(value) } catch (error) { this.onError(error, where) }
    }
  }
}
