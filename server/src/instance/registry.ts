import fs from 'node:fs'
import path from 'node:path'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { conflict, DomainError, notFound } from '../domain/errors.js'
import type { ShopConfig } from '../config.js'
import { ShopInstance, type InstanceDeps } from './shop-instance.js'
import { generateRsaPairSync, SpareKeys, type RsaPair } from './spare-keys.js'
import { isMarkedInstanceFolder } from './folders.js'
import { PreparedTemplate } from './template.js'

export const DEFAULT_INSTANCE = 'default'
/** Instance ids double as folder names below the data folder. */
export const INSTANCE_ID_PATTERN = /^[a-z0-9-]{1,40}$/

/** How team instances live and die in classroom mode (see docs/architecture.md, "Classroom mode: instance lifecycle"). */
export interface Lifecycle {
  /** Close an open instance after this long without a request. */
  idleMinutes: number
  /** Close the least recently used instances beyond this many open ones. */
  maxOpenShops: number
  /** RSA pairs kept ready for new instances. */
  spareKeys: number
  /** SQLite page cache per team database, KiB. */
  databaseCacheKib: number
  /** Makes one RSA pair for the spare stock; tests pass a cheap one. */
  generateKeys?: () => Promise<RsaPair>
}

/**
 * The lifecycle of classroom mode's configuration. Spare keys: one for every team that may still
 * join (made once in the background and kept on disk), so no join of a class waits for RSA.
 */
export const lifecycleOf = (config: ShopConfig): Lifecycle => ({
  idleMinutes: config.classroom.idleMinutes,
  maxOpenShops: config.classroom.maxOpenShops,
  spareKeys: config.classroom.maxTeams,
  databaseCacheKib: 256
})

/** Spare keys kept even when every team slot is taken: resets need keys too. */
const MIN_SPARE_KEYS = 4

/** A reset or close waits this long for requests in flight before closing anyway. */
const DRAIN_LIMIT_MS = 15_000

interface Entry {
  instance: ShopInstance
  lastUsed: number
  inFlight: number
  /** Resolvers waiting for inFlight to reach 0. */
  waiters: Array<() => void>
}

export type RegistryDeps = Omit<InstanceDeps, 'id'>

/** Finds the team of a request or socket handshake by its cookie (classroom mode). */
export type TeamLookup = (req: Pick<IncomingMessage, 'headers'>) => string | undefined

/** Thrown by `resolve` in classroom mode for a request without a valid team cookie. */
export const teamRequired = (): DomainError =>
  new DomainError('unauthenticated', 'Join a team first: open /#/classroom/join', { error: 'team_required' })

/**
 * The one place that knows which shop instances exist. Without classroom mode every request
 * belongs to the default instance, created from the seed on first use as always. In classroom mode
 * `resolve` reads the team cookie, and the `lifecycle` applies: team instances are made only by
 * `create()` from a prepared template, opened from disk on demand by `get()`, and closed again when
 * idle or when too many are open; `get()` never makes an instance for an id that was not created.
 */
export class InstanceRegistry {
  /** Open instances, least recently used first (an entry moves to the end on every use). */
  private readonly open = new Map<string, Entry>()
  /** Ids being created, reset or removed; requests for them wait (see `attach`). */
  private readonly changing = new Map<string, Promise<unknown>>()
  private readonly template: PreparedTemplate | undefined
  readonly spareKeys: SpareKeys | undefined
  private readonly sweeper: NodeJS.Timeout | undefined
  private teamOf: TeamLookup | undefined

  constructor (private readonly deps: RegistryDeps, readonly lifecycle?: Lifecycle) {
    if (lifecycle === undefined) return
    this.template = new PreparedTemplate(deps.dataDir, deps.config.application.domain, deps.config.content)
    const spareTarget = (): number => Math.max(MIN_SPARE_KEYS, lifecycle.spareKeys - this.createdCount())
    this.spareKeys = new SpareKeys(path.join(deps.dataDir, '.spare-keys'), spareTarget, deps.log, lifecycle.generateKeys)
    this.clearLeftovers()
    this.template.ensure()
    this.refillEmptied()
    this.spareKeys.refill()
    const idleMs = lifecycle.idleMinutes * 60_000
    this.sweeper = setInterval(() => { this.closeIdle() }, Math.max(1000, Math.min(60_000, idleMs / 4)))
    this.sweeper.unref()
  }

  /** Folders of creations and removals a crash interrupted. */
  private clearLeftovers (): void {
    for (const name of fs.readdirSync(this.deps.dataDir)) {
      if (/^\.(creating|removing)-/.test(name)) fs.rmSync(path.join(this.deps.dataDir, name), { recursive: true, force: true })
    }
  }

  /**
   * `npm run reset` (server stopped) empties every team's folder but keeps the folder, its marker
   * and `keys/progress.key`. Such a team gets a fresh copy of the template here, at start, before
   * the server listens, keeping its progress key so codes in players' backups stay valid. Keys
   * come from the spare stock; only an empty stock costs a synchronous generation, at start only.
   */
  private refillEmptied (): void {
    for (const name of fs.readdirSync(this.deps.dataDir)) {
      const folder = path.join(this.deps.dataDir, name)
      if (name === DEFAULT_INSTANCE || !INSTANCE_ID_PATTERN.test(name) || !isMarkedInstanceFolder(folder) || this.exists(name)) continue
      const pair = this.spareKeys?.takeStored() ?? generateRsaPairSync()
      const aside = this.moveAside(folder)
      this.template?.instantiate(folder, pair)
      const progressKey = path.join(aside, 'keys', 'progress.key')
      if (fs.existsSync(progressKey)) fs.copyFileSync(progressKey, path.join(folder, 'keys', 'progress.key'))
      this.discard(aside)
    }
  }

  private folderOf (id: string): string {
    if (!INSTANCE_ID_PATTERN.test(id)) throw new Error(`Invalid instance id ${id}`)
    return path.join(this.deps.dataDir, id)
  }

  /** Instances made so far (folders on disk besides the default one). */
  createdCount (): number {
    return fs.readdirSync(this.deps.dataDir).filter(name => name !== DEFAULT_INSTANCE && INSTANCE_ID_PATTERN.test(name)).length
  }

  /** True when the instance exists on disk (open or not). */
  exists (id: string): boolean {
    return fs.existsSync(path.join(this.folderOf(id), 'shop.db'))
  }

  isOpen (id: string): boolean {
    return this.open.has(id)
  }

  /** Requests holding the instance open right now (0 when it is closed). */
  inFlight (id: string): number {
    return this.open.get(id)?.inFlight ?? 0
  }

  /**
   * The instance as it is now, for holders of an older reference (a socket connected before an idle
   * close or a reset); undefined once it was removed.
   */
  current (id: string): ShopInstance | undefined {
    if (!this.open.has(id) && !this.exists(id) && (this.lifecycle !== undefined || id !== DEFAULT_INSTANCE)) return undefined
    return this.get(id)
  }

  /**
   * The instance with this id, opened from disk when it is closed. In classroom mode an id that
   * was never created is refused (404), so a forged id never makes a shop.
   */
  get (id: string = DEFAULT_INSTANCE): ShopInstance {
    const entry = this.open.get(id)
    if (entry !== undefined) {
      this.open.delete(id)
      this.open.set(id, entry)
      entry.lastUsed = Date.now()
      return entry.instance
    }
    if (this.lifecycle !== undefined && id !== DEFAULT_INSTANCE && !this.exists(id)) throw notFound('Shop instance')
    return this.openInstance(id)
  }

  private openInstance (id: string): ShopInstance {
    this.folderOf(id)
    const instance = new ShopInstance({
      ...this.deps,
      id,
      databaseCacheKib: id === DEFAULT_INSTANCE ? undefined : this.lifecycle?.databaseCacheKib,
      queueAsOneClient: this.lifecycle !== undefined && id !== DEFAULT_INSTANCE
    })
    this.open.set(id, { instance, lastUsed: Date.now(), inFlight: 0, waiters: [] })
    this.closeBeyondLimit(id)
    return instance
  }

  /**
   * Makes a new instance from the prepared template and opens it (classroom mode only). Its RSA pair
   * comes from the spare stock; only when that is empty does this wait for one generation.
   */
  async create (id: string): Promise<ShopInstance> {
    const template = this.requireTemplate()
    const folder = this.folderOf(id)
    if (this.changing.has(id) || fs.existsSync(folder)) throw conflict(`Shop instance ${id} exists already`)
    return await this.change(id, async () => {
      template.instantiate(folder, await this.takeKeys())
      return this.openInstance(id)
    })
  }

  /**
   * Puts an instance back to a fresh copy of the template under the same id: its data, files, solves,
   * coding progress and keys are all new. Requests in flight finish first; requests arriving
   * meanwhile wait and then see the new shop (see `attach`).
   */
  async reset (id: string): Promise<ShopInstance> {
    const template = this.requireTemplate()
    const folder = this.folderOf(id)
    if (!this.exists(id)) throw notFound('Shop instance')
    return await this.change(id, async () => {
      const pair = await this.takeKeys()
      await this.closeDrained(id)
      const aside = this.moveAside(folder)
      template.instantiate(folder, pair)
      this.discard(aside)
      return this.openInstance(id)
    })
  }

  /** Closes the instance and deletes its folder. */
  async remove (id: string): Promise<void> {
    const folder = this.folderOf(id)
    if (id === DEFAULT_INSTANCE) throw new DomainError('forbidden', 'The default shop is never removed')
    await this.change(id, async () => {
      await this.closeDrained(id)
      if (fs.existsSync(folder)) this.discard(this.moveAside(folder))
    })
  }

  private requireTemplate (): PreparedTemplate {
    if (this.template === undefined) throw new Error('Team instances are made only in classroom mode')
    return this.template
  }

  private async takeKeys (): Promise<{ privateKey: string, publicKey: string }> {
    if (this.spareKeys === undefined) throw new Error('Team instances are made only in classroom mode')
    return await this.spareKeys.take()
  }

  /** Runs one change of an instance at a time; `attach` holds requests for it meanwhile. */
  private async change<T> (id: string, work: () => Promise<T>): Promise<T> {
    while (this.changing.has(id)) await this.changing.get(id)?.catch(() => {})
    const running = work()
    this.changing.set(id, running)
    try {
      return await running
    } finally {
      if (this.changing.get(id) === running) this.changing.delete(id)
    }
  }

  /** A rename is atomic: the instance folder is either the old one or gone, never half deleted. */
  private moveAside (folder: string): string {
    const aside = path.join(this.deps.dataDir, `.removing-${path.basename(folder)}-${randomBytes(4).toString('hex')}`)
    fs.renameSync(folder, aside)
    return aside
  }

  private discard (folder: string): void {
    fs.promises.rm(folder, { recursive: true, force: true }).catch(error => { this.deps.log(`Deleting ${folder} failed`, error) })
  }

  /**
   * The request's instance, held open until its response is over, so an idle close, eviction or
   * reset never closes a database under a request. While its instance is being changed the
   * request waits for the change.
   */
  async attach (req: Pick<IncomingMessage, 'headers'>, res: ServerResponse): Promise<ShopInstance> {
    const instance = await this.settled(req)
    if (instance === undefined) throw teamRequired()
    this.hold(instance.id, res)
    return instance
  }

  /**
   * The instance of a request or socket handshake (`resolveTeam`) once any create, reset or removal
   * of it is over, so neither ever meets a shop half made; undefined for one without a team.
   */
  async settled (req: Pick<IncomingMessage, 'headers'>): Promise<ShopInstance | undefined> {
    let instance = this.resolveTeam(req)
    while (instance !== undefined && this.changing.has(instance.id)) {
      await this.changing.get(instance.id)?.catch(() => {})
      instance = this.resolveTeam(req)
    }
    return instance
  }

  private hold (id: string, res: ServerResponse): void {
    const entry = this.open.get(id)
    if (entry === undefined) return
    entry.inFlight++
    res.once('close', () => {
      entry.inFlight--
      entry.lastUsed = Date.now()
      if (entry.inFlight === 0) for (const wake of entry.waiters.splice(0)) wake()
    })
  }

  /** Classroom mode: from now on requests belong to the team their cookie names, or to none. */
  resolveTeamsWith (lookup: TeamLookup): void {
    this.teamOf = lookup
  }

  /**
   * The instance a request (or socket handshake) belongs to. In classroom mode only a joined team's
   * shop, never another one: without a valid team cookie it throws `team_required`.
   */
  resolve (req: Pick<IncomingMessage, 'headers'>): ShopInstance {
    const shop = this.resolveTeam(req)
    if (shop === undefined) throw teamRequired()
    return shop
  }

  /** Like `resolve`, but a request without a team (classroom mode only) gets undefined. */
  resolveTeam (req: Pick<IncomingMessage, 'headers'>): ShopInstance | undefined {
    if (this.teamOf === undefined) return this.get(DEFAULT_INSTANCE)
    const id = this.teamOf(req)
    return id === undefined ? this.ownRequestOf(req) : this.get(id)
  }

  /**
   * The shop's own outbound requests (the fetch guard; the planted SSRF reaches `/internal/…`
   * through it) carry no cookie: they name their open instance and prove it with its secret.
   */
  private ownRequestOf (req: Pick<IncomingMessage, 'headers'>): ShopInstance | undefined {
    const id = req.headers['x-shop-instance']
    const secret = req.headers['x-shop-internal']
    if (typeof id !== 'string' || typeof secret !== 'string') return undefined
    const shop = this.open.get(id)?.instance
    if (shop === undefined) return undefined
    const given = Buffer.from(secret)
    const expected = Buffer.from(shop.internalSecret)
    return given.length === expected.length && timingSafeEqual(given, expected) ? shop : undefined
  }

  /** Whether requests belong to teams (classroom mode) rather than to the default shop. */
  get teams (): boolean {
    return this.teamOf !== undefined
  }

  /** Closes the instance once its requests in flight are over (or after DRAIN_LIMIT_MS). */
  private async closeDrained (id: string): Promise<void> {
    const entry = this.open.get(id)
    if (entry === undefined) return
    if (entry.inFlight > 0) {
      await new Promise<void>(resolve => {
        const timer = setTimeout(() => {
          this.deps.log(`[${id}] closing with ${entry.inFlight} requests still in flight`)
          resolve()
        }, DRAIN_LIMIT_MS)
        entry.waiters.push(() => { clearTimeout(timer); resolve() })
      })
    }
    if (this.open.get(id) === entry) this.closeEntry(id, entry)
  }

  private closeEntry (id: string, entry: Entry): void {
    this.open.delete(id)
    try {
      entry.instance.close()
    } catch (error) {
      this.deps.log(`[${id}] closing failed`, error)
    }
  }

  /** Team instances without a request for `idleMinutes` are closed; the next request reopens them. */
  closeIdle (now = Date.now()): string[] {
    if (this.lifecycle === undefined) return []
    const limit = now - this.lifecycle.idleMinutes * 60_000
    const closed: string[] = []
    for (const [id, entry] of this.open) {
      if (id === DEFAULT_INSTANCE || entry.inFlight > 0 || entry.lastUsed > limit || this.changing.has(id)) continue
      this.closeEntry(id, entry)
      closed.push(id)
    }
    return closed
  }

  /** Closes least recently used idle team instances while more than `maxOpenShops` are open. */
  private closeBeyondLimit (keep: string): void {
    if (this.lifecycle === undefined) return
    let excess = this.open.size - this.lifecycle.maxOpenShops
    for (const [id, entry] of this.open) {
      if (excess <= 0) break
      if (id === keep || id === DEFAULT_INSTANCE || entry.inFlight > 0 || this.changing.has(id)) continue
      this.closeEntry(id, entry)
      excess--
    }
  }

  all (): ShopInstance[] {
    return [...this.open.values()].map(entry => entry.instance)
  }

  closeAll (): void {
    clearInterval(this.sweeper)
    this.spareKeys?.close()
    for (const [id, entry] of this.open) this.closeEntry(id, entry)
  }
}
