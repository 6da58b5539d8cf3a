import type { Request } from 'express'
import { loadConfig, type ShopConfig } from '../config.js'
import { DetectorRegistry, type ChallengeFamily, type DetectorHooks, type InspectedResponse } from '../challenges/detectors.js'
import { ContentScanner, type ContentRule, type ContentSource } from '../challenges/mechanisms/content-scanner.js'
import { DomainEvents, type DomainEventMap, type DomainEventName } from '../challenges/mechanisms/domain-events.js'
import type { ExecutedQuery } from '../challenges/mechanisms/sql-executor.js'
import { ObservationLog } from '../challenges/mechanisms/observations.js'
import { InFlightRegistry, SlidingWindows } from '../challenges/mechanisms/time-windows.js'
import type { VerifiedToken } from '../domain/auth/tokens.js'

/** What a request looks like to a detector; only the fields a test sets matter. */
export interface FakeRequest {
  method?: string
  path?: string
  url?: string
  query?: Record<string, unknown>
  body?: unknown
  headers?: Record<string, string>
  ip?: string
  auth?: VerifiedToken | null
  /** Anything else a detector reads from the request (req.shop, cookies). */
  [other: string]: unknown
}

export interface FamilyHarnessOptions {
  config?: ShopConfig
  /** Flags of challenges this pretend shop has solved (client reports quote them). */
  solvedFlags?: string[]
  credentials?: Array<{ email: string, password: string }>
}

/**
 * One challenge family on its own, registered on the real detector registry but with no shop: a
 * test feeds it responses, queries, events and client reports and reads which keys it solved. The
 * family tests prove the exploit end to end; this is for the near misses around each rule, which
 * would cost a whole shop each.
 */
export function familyHarness (family: ChallengeFamily, options: FamilyHarnessOptions = {}) {
  const solved: string[] = []
  const errors: Array<{ error: unknown, where: string }> = []
  const wiring = { hooks: 0, clientReports: [] as Array<{ event: string, key: string }>, rules: [] as ContentRule[] }
  const sink = (error: unknown, where: string): void => { errors.push({ error, where }) }
  const registry = new DetectorRegistry(sink)
  const events = new DomainEvents(sink)
  const scanner = new ContentScanner()
  const observations = new ObservationLog()
  const real = registry.hooks({
    config: options.config ?? loadConfig(),
    domain: 'juice.shop.test',
    observations,
    solve: key => { if (!solved.includes(key)) solved.push(key) },
    isSolved: key => solved.includes(key),
    solvedFlags: () => new Set(options.solvedFlags ?? []),
    windows: new SlidingWindows(),
    inFlight: new InFlightRegistry(),
    userCredentials: () => options.credentials ?? []
  }, events, scanner)
  const counted = <A extends unknown[]>(attach: (...args: A) => void) => (...args: A) => { wiring.hooks++; attach(...args) }
  const hooks: DetectorHooks = {
    ...real,
    on: counted(real.on) as DetectorHooks['on'],
    onQuery: counted(real.onQuery),
    onResponse: counted(real.onResponse),
    onRequest: counted(real.onRequest),
    onClientReport: counted((event: string, key: string, validator) => { wiring.clientReports.push({ event, key }); real.onClientReport(event, key, validator) }),
    scanFor: counted((rule: ContentRule) => { wiring.rules.push(rule); real.scanFor(rule) })
  }
  family.register(hooks)

  const request = (fake: FakeRequest): Request => ({
    method: 'GET', path: '/', url: fake.path ?? '/', query: {}, body: undefined, headers: {}, ip: '127.0.0.1', auth: null, ...fake
  }) as unknown as Request

  return {
    solved,
    errors,
    wiring,
    observations,
    respond (fake: FakeRequest, status: number, body: unknown = null, headers: Record<string, unknown> = {}): void {
      const response: InspectedResponse = { req: request(fake), status, headers, body }
      registry.inspectResponse(response)
    },
    request (fake: FakeRequest): void { registry.matchRequest(request(fake), fake.auth ?? null) },
    query (query: ExecutedQuery): void { registry.inspectQuery(query) },
    emit<E extends DomainEventName>(event: E, payload: DomainEventMap[E]): void { events.emit(event, payload) },
    /** The keys a client report would solve (the socket handler solves exactly these). */
    report (event: string, payload: unknown): string[] { return registry.checkClientReport(event, payload) },
    scan (text: string, source: ContentSource): string[] { return scanner.match(text, source) }
  }
}
