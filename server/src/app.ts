import path from 'node:path'
import type { Server as HttpServer, RequestListener } from 'node:http'
import express, { type Express } from 'express'
import { trainerPasswordFrom, type ShopConfig } from './config.js'
import { loadCatalogue, type ChallengeCatalogue } from './challenges/catalogue.js'
import { lazySolutions } from './challenges/solutions.js'
import { loadLearningPaths } from './challenges/learning-paths.js'
import { challengeFamilies } from './challenges/families.js'
import { loadFlagKey } from './challenges/flag-key.js'
import { lazyCodingLibrary, type CodingLibrary } from './challenges/snippets/library.js'
import { authenticate } from './http/authenticate.js'
import { limitConnections } from './http/connection-limits.js'
import { apiNotFound, errorHandler } from './http/errors.js'
import { inspectResponses, matchRequests } from './http/inspect-response.js'
import { etagsOnReadsOnly } from './http/read-etags.js'
import { translateErrors } from './http/translate-errors.js'
import { setSecurityHeaders } from './http/security-headers.js'
import { StaticShell } from './http/static-shell.js'
import './http/request-context.js'
import { ContainedPool } from './containment/pool.js'
import { Classroom } from './classroom/classroom.js'
import type { PinnablePath } from './classroom/board.js'
import { classroomGate, lobbyRouter } from './http/classroom-gate.js'
import { classroomRouters } from './routes/classroom.js'
import { learningPathsRouter } from './routes/learning-paths.js'
import { metaRouter } from './routes/meta.js'
import { ensureDataFolder } from './instance/folders.js'
import { InstanceRegistry, lifecycleOf, type Lifecycle } from './instance/registry.js'
import { projectRoot, webDist } from './paths.js'
import { RealtimeBridge } from './realtime/bridge.js'
import { corsPolicy } from './http/cors.js'
import { requestMetrics } from './http/request-metrics.js'
import { indexedRouters } from './http/route-index.js'
import { parseBodies } from './http/parse-bodies.js'
import { series } from './http/series.js'
import { shopServers } from './http/shop-server.js'
import { apiRouters } from './routes/index.js'
import type { ClusterLink } from './cluster/cluster.js'
import { staticRouter } from './routes/static-files.js'

export interface ShopOptions {
  config: ShopConfig
  /** Overrides config.server.dataDir (tests use a temporary folder). */
  dataDir?: string
  catalogue?: ChallengeCatalogue
  /** Coding challenges; by default cut from this project's own source tree when first asked for. */
  coding?: CodingLibrary
  log?: (message: string, error?: unknown) => void
  /** A worker pool shared with other shops in this process (tests); the shop closes only a pool it made. */
  pool?: ContainedPool
  /** Classroom mode's trainer password (`TRAINER_PASSWORD`, checked by `trainerPasswordFrom`); required when it is on. */
  trainerPassword?: string
  /** Classroom mode: replaces the team instance lifecycle taken from the configuration (tests). */
  lifecycle?: Partial<Lifecycle>
  /** One replica of a cluster (REDIS_URL, `cluster/cluster.ts`); a single process without it. */
  cluster?: ClusterLink
}

export interface Shop {
  app: Express
  /** The server's request listener: app files straight from memory, everything else through `app`. */
  handle: RequestListener
  /** An HTTP server for `listener` (`handle` by default) whose requests are born as Express's (http/shop-server.ts). */
  createServer: (listener?: RequestListener) => HttpServer
  registry: InstanceRegistry
  /** Classroom mode (teams, their cookies, the classroom database); undefined when it is off. */
  classroom: Classroom | undefined
  config: ShopConfig
  /** Puts realtime (socket.io, started by the first socket) and the connection limits on the shop's HTTP server; returns the connection cap in force. */
  attach: (server: HttpServer) => number
  close: () => void
}

const defaultLog = (message: string, error?: unknown): void => { console.error(message, error ?? '') }

export function createShop (options: ShopOptions): Shop {
  const { config } = options
  const log = options.log ?? defaultLog
  const dataDir = path.resolve(projectRoot, options.dataDir ?? config.server.dataDir)
  ensureDataFolder(dataDir)
  const catalogue = options.catalogue ?? loadCatalogue()
  const learningPaths = loadLearningPaths(catalogue)
  const solutions = lazySolutions(projectRoot, catalogue)
  const realtime = new RealtimeBridge()
  const pool = options.pool ?? new ContainedPool()
  // The classroom exists only after the registry it drives; solves reach its leaderboard through this late link.
  let classroom: Classroom | undefined
  const registry = new InstanceRegistry({
    dataDir,
    config,
    catalogue,
    families: challengeFamilies,
    flagKey: loadFlagKey(dataDir),
    pool,
    broadcast: (room, event, payload) => { realtime.broadcast(room, event, payload) },
    log,
    onSolved: config.classroom.enabled ? (id, event) => { classroom?.board.onSolved(id, event) } : undefined
  }, config.classroom.enabled ? { ...lifecycleOf(config), ...options.lifecycle } : undefined)

  classroom = config.classroom.enabled ? openClassroom(options, dataDir, registry, realtime, catalogue, learningPaths) : undefined

  const replica = options.cluster?.replica
  const shell = new StaticShell(webDist)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', false)
  app.set('query parser', 'simple')
  // What every request of a shop instance passes, in this order; mounted as one layer (`series`).
  const instanceChain = [inspectResponses, corsPolicy, requestMetrics, parseBodies('200kb'), authenticate, matchRequests]
  if (classroom === undefined) {
    app.use(series(etagsOnReadsOnly(app), translateErrors, (req, _res, next) => { req.shop = registry.resolve(req); next() }, ...instanceChain))
  } else {
    app.use(series(etagsOnReadsOnly(app), translateErrors))
    for (const router of classroomRouters(classroom, config.server.allowedOrigins, solutions)) app.use(router)
    // The learning paths are static data: the trainer, who has no team, pins one from them.
    app.use(classroomGate(registry, lobbyRouter(shell, [metaRouter(config), learningPathsRouter(learningPaths)], staticRouter(shell, { teamless: true }))))
    app.use(series(...instanceChain))
  }
  app.use(indexedRouters(apiRouters(config, options.coding ?? lazyCodingLibrary(projectRoot), learningPaths, solutions)))
  app.use(['/api', '/rest', '/snippets'], apiNotFound)
  app.use(staticRouter(shell))
  app.use(errorHandler(error => { log('Unhandled error', error) }))

  const handle: RequestListener = (req, res) => {
    // Which replica answered: the cluster test checks routing with it, operators debug with it.
    if (replica !== undefined) res.setHeader('X-Replica', replica)
    setSecurityHeaders(req, res)
    if (!shell.serveAhead(req, res)) app(req, res)
  }
  const servers = shopServers(app)
  return {
    app,
    handle,
    createServer: (listener = handle) => servers(listener),
    registry,
    classroom,
    config,
    attach: server => {
      realtime.attach(server, async () => {
        const { createRealtime } = await import('./realtime/socket.js')
        const io = createRealtime(registry, config.server.allowedOrigins)
        options.cluster?.attachAdapter(io)
        return io
      }, options.cluster !== undefined)
      return limitConnections(server, config.server.connections)
    },
    close: () => {
      registry.closeAll()
      classroom?.close()
      options.cluster?.close().catch(error => { log('Closing the Redis connections failed', error) })
      if (options.pool === undefined) pool.close().catch(error => { log('Stopping the worker pool failed', error) })
    }
  }
}

function openClassroom (options: ShopOptions, dataDir: string, registry: InstanceRegistry, realtime: RealtimeBridge, catalogue: ChallengeCatalogue, learningPaths: readonly PinnablePath[]): Classroom {
  const trainerPassword = options.trainerPassword ?? trainerPasswordFrom(process.env, options.config) as string
  const classroom = new Classroom({
    dataDir,
    catalogue,
    config: options.config.classroom,
    trainerPassword,
    registry,
    learningPaths,
    broadcast: (room, event, payload) => { realtime.broadcast(room, event, payload) },
    broadcastHere: (room, event, payload) => { realtime.broadcastHere(room, event, payload) },
    shared: options.cluster?.shared,
    classKey: options.cluster?.classKey
  })
  registry.resolveTeamsWith(req => classroom.teamIdOf(req))
  return classroom
}
