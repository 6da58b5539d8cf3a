import type { ShopPorts } from '../domain/ports.js'
import { ShopMetrics } from '../http/shop-metrics.js'
import { AccessLog } from '../http/access-log.js'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ShopConfig } from '../config.js'
import type { ChallengeCatalogue } from '../challenges/catalogue.js'
import { DetectorRegistry, type ChallengeFamily } from '../challenges/detectors.js'
import { DomainEvents } from '../challenges/mechanisms/domain-events.js'
import { ObservationLog } from '../challenges/mechanisms/observations.js'
import { ContentScanner, type ContentSource } from '../challenges/mechanisms/content-scanner.js'
import { InFlightRegistry, SlidingWindows } from '../challenges/mechanisms/time-windows.js'
import { evaluateInSandbox } from '../challenges/mechanisms/sandbox.js'
import type { SandboxOutcome, SandboxRequest } from '../challenges/mechanisms/sandbox-types.js'
import { VirtualRoot, type ResolvedPath } from '../challenges/mechanisms/virtual-roots.js'
import type { ContainedPool } from '../containment/pool.js'
import { runInjectableQuery, type PlantedQuery } from '../challenges/mechanisms/sql-executor.js'
import { ChallengeTracker, type ChallengeSolvedEvent } from '../challenges/tracker.js'
import { openDatabase, type Db } from '../db/open.js'
import { ensureInstanceFolder } from './folders.js'
import { seedDatabase } from '../db/seed.js'
import { loadOrCreateSecrets, type InstanceSecrets } from '../domain/auth/keys.js'
import { TokenService } from '../domain/auth/tokens.js'
import { createRepositories, type Repositories } from '../repositories/index.js'
import { createTableVersions } from '../repositories/table-versions.js'
import { AnswerCache, answerKeys } from './answer-cache.js'

export interface InstanceDeps {
  id: string
  dataDir: string
  config: ShopConfig
  catalogue: ChallengeCatalogue
  families: readonly ChallengeFamily[]
  flagKey: string
  /** Worker processes for string-built SQL, the sandbox and heavy parsers (shared by all instances). */
  pool: ContainedPool
  /** Sends a realtime event to everyone connected to this instance. */
  broadcast: (room: string, event: string, payload: unknown) => void
  log: (message: string, error?: unknown) => void
  /** Called once for every challenge this instance solves (classroom scores record solves with it). */
  onSolved?: (instanceId: string, event: ChallengeSolvedEvent) => void
  /** SQLite page cache of this instance's database in KiB; SQLite's default when unset. */
  databaseCacheKib?: number
  /**
   * Queue this instance's contained SQL as one client (classroom teams) instead of per remote
   * address, so the shared pool serves teams in turn and one team's flood cannot starve another.
   */
  queueAsOneClient?: boolean
}

/** The realtime room of an instance: its own sockets, and nobody else's. */
export const instanceRoom = (id: string): string => `shop:${id}`

/**
 * One isolated shop (a team's shop in a class or CTF): its database, file area, keys, challenge
 * progress, detectors and realtime room. Nothing here is shared with other instances.
 */
export class ShopInstance implements ShopPorts {
  readonly id: string
  readonly room: string
  readonly folder: string
  readonly filesDir: string
  /** The instance's file area as a virtual root (pattern L): nothing outside it is read or written. */
  readonly files: VirtualRoot
  readonly db: Db
  readonly dbFile: string
  readonly pool: ContainedPool
  readonly repos: Repositories
  readonly secrets: InstanceSecrets
  readonly tokens: TokenService
  readonly events: DomainEvents
  readonly detectors: DetectorRegistry
  readonly observations = new ObservationLog()
  readonly windows = new SlidingWindows()
  readonly inFlight = new InFlightRegistry()
  /** The shop's idea of "now" for dated rules (coupon days, monthly codes); tests replace `now`. */
  readonly clock = { now: (): Date => new Date() }
  private readonly scanner = new ContentScanner()
  readonly challenges: ChallengeTracker
  /** Answers built once per version of the tables they come from (challenge list, products, honest searches). */
  readonly answers: AnswerCache
  /** Prometheus metrics of this instance (`/metrics`). */
  readonly metrics: ShopMetrics
  /** The instance's access log (`/support/logs`). */
  readonly accessLog: AccessLog = new AccessLog(this)
  readonly config: ShopConfig
  /**
   * Proves a request to this instance comes from the shop itself (the outbound fetch guard sends
   * it as `X-Shop-Internal`; `/internal/…` requires it). Made anew by every process and never shown.
   */
  readonly internalSecret = randomBytes(32).toString('hex')
  /** Set until the first socket after this start has been told that the server (re)started. */
  private startNoticePending = true

  private readonly log: InstanceDeps['log']
  private readonly queueClient: string | undefined

  constructor (deps: InstanceDeps) {
    this.id = deps.id
    this.log = deps.log
    this.queueClient = deps.queueAsOneClient === true ? `instance:${deps.id}` : undefined
    this.room = instanceRoom(deps.id)
    this.config = deps.config
    this.folder = path.join(deps.dataDir, deps.id)
    this.filesDir = path.join(this.folder, 'files')
    ensureInstanceFolder(this.folder, deps.id)
    fs.mkdirSync(this.filesDir, { recursive: true })
    this.files = new VirtualRoot(this.filesDir)
    this.secrets = loadOrCreateSecrets(path.join(this.folder, 'keys'))
    this.tokens = new TokenService(this.secrets)
    this.pool = deps.pool
    this.dbFile = path.join(this.folder, 'shop.db')
    this.db = openDatabase(this.dbFile, { cacheKib: deps.databaseCacheKib })
    this.repos = createRepositories(this.db)
    seedDatabase(this.db, this.repos, { domain: deps.config.application.domain, answerKey: this.secrets.answerKey, content: deps.config.content })
    const versions = createTableVersions(this.db)
    this.answers = new AnswerCache(versions)

    const onDetectorError = (error: unknown, where: string): void => deps.log(`[${deps.id}] detector failed on ${where}`, error)
    this.events = new DomainEvents(onDetectorError)
    this.detectors = new DetectorRegistry(onDetectorError)
    this.challenges = new ChallengeTracker(deps.catalogue, this.repos.challenges, {
      flagKey: deps.flagKey,
      showFlags: deps.config.ctf.showFlagsInNotifications,
      showSolvedNotifications: deps.config.challenges.showSolvedNotifications,
      showHints: deps.config.challenges.showHints,
      notify: (event: ChallengeSolvedEvent) => { deps.broadcast(this.room, 'challenge solved', event) },
      stateVersion: () => versions.of(['Challenges']),
      solved: deps.onSolved === undefined
        ? undefined
        : (event: ChallengeSolvedEvent) => {
            try {
              deps.onSolved?.(this.id, event)
            } catch (error) {
              // A scoreboard that failed to record must not turn the player's exploit into a 500.
              deps.log(`[${deps.id}] recording a solve failed`, error)
            }
          }
    })
    this.metrics = new ShopMetrics({
      users: () => this.repos.users.list().length,
      orders: () => this.repos.orders.listAll().length,
      solvedChallenges: () => this.challenges.list().filter(challenge => challenge.solved).length
    })
    const hooks = this.detectors.hooks({
      config: deps.config,
      domain: deps.config.application.domain,
      observations: this.observations,
      solve: key => { this.challenges.solve(key) },
      isSolved: key => this.challenges.isSolved(key),
      solvedFlags: () => this.challenges.solvedFlags(),
      windows: this.windows,
      inFlight: this.inFlight,
      // Read once per version of Users: the search dump detector asks on every search.
      userCredentials: () => this.answers.value(answerKeys.credentials, ['Users'], () => this.repos.users.credentials())
    }, this.events, this.scanner)
    for (const family of deps.families) family.register(hooks)
  }

  /** The shop's own e-mail for a seed user's local part. */
  email (local: string): string {
    return `${local}@${this.config.application.domain}`
  }

  /**
   * String-built SQL goes through here only (see challenges/mechanisms/sql-executor.ts). Always
   * awaited: the statement runs off the main thread with its own time and memory limits, unless
   * the query carries a prepared twin because no input can change its shape.
   */
  async injectableQuery (query: PlantedQuery, statement: string): Promise<Array<Record<string, unknown>>> {
    return await runInjectableQuery(this.pool, this.dbFile, statement, {
      ...query,
      client: this.queueClient ?? query.client,
      inspect: q => { this.detectors.inspectQuery(q) }
    })
  }

  /**
   * Resolves a user-supplied name inside the file area (pattern L) and reports where it landed,
   * so the zip-slip, layout and XXE detectors see every resolution.
   */
  resolveFile (purpose: 'zip' | 'xxe' | 'layout', intendedFolder: string, requested: string): ResolvedPath {
    const resolved = this.files.resolve(intendedFolder, requested)
    this.events.emit('file.resolved', { purpose, ...resolved })
    return resolved
  }

  /** Content scanner (pattern F): call when free text is saved; solves every planted-secret rule it matches. */
  scanContent (text: string, source: ContentSource): void {
    try {
      for (const key of this.scanner.match(text, source)) this.challenges.solve(key)
    } catch (error) {
      this.log(`[${this.id}] content scanner failed`, error)
    }
  }

  /**
   * Evaluates user input in the sandbox (pattern H). Emits `sandbox.ran`; when the 2 s or 32 MB
   * budget trips it throws `BudgetExceeded` (503) after emitting.
   */
  async evaluate (request: SandboxRequest): Promise<SandboxOutcome> {
    return await evaluateInSandbox(this.pool, this.events, request)
  }

  /** True exactly once per instance start: the first connecting client re-applies its progress codes. */
  takeStartNotice (): boolean {
    const pending = this.startNoticePending
    this.startNoticePending = false
    return pending
  }

  close (): void {
    this.accessLog.close()
    this.db.close()
  }
}
