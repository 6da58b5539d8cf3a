import { Redis } from 'ioredis'
import type { SolveRow } from '../../repositories/classroom-scores.js'
import type { DirectoryTeam, LocalSide, RemoteChange, SharedState, TrainerAction } from '../shared-state.js'
import { ActionForwarding } from './forwarding.js'

/** Everything classroom mode keeps in Redis sits below this prefix (one event per Redis database). */
export const KEY = {
  teams: 'classroom:teams',
  names: 'classroom:names',
  solves: (teamId: string) => `classroom:solves:${teamId}`,
  settings: 'classroom:settings',
  sessions: 'classroom:sessions',
  changes: 'classroom:changes'
} as const

type Message =
  | { from: string, kind: 'hello' }
  | { from: string, kind: 'team', team: DirectoryTeam }
  | { from: string, kind: 'team-removed', teamId: string }
  | { from: string, kind: 'solve', solve: SolveRow }
  | { from: string, kind: 'solves-forgotten', teamId: string }
  | { from: string, kind: 'setting', name: string, value: unknown }
  | { from: string, kind: 'session', id: string, createdAt: string, expiresAt: string | null }

type Stored = DirectoryTeam & { passcodeHash?: string }
type Log = (message: string, error?: unknown) => void

export interface RedisStateOptions { url: string, replica: string, log: Log }

/**
 * The shared state of a replica in Redis. Redis keeps the directory (team, passcode hash, replica),
 * every team's solves, the trainer's settings and sessions; each replica keeps a copy of the other
 * replicas' part in memory, so the leaderboard never waits for Redis. Nothing here exists only in
 * Redis but the directory: on every (re)connection a replica writes its own teams, solves,
 * settings and sessions again and says hello, and every replica reloads, so a flushed or
 * restarted Redis is rebuilt by the replicas.
 */
export class RedisSharedState implements SharedState {
  readonly replica: string
  private readonly client: Redis
  private readonly subscriber: Redis
  private readonly forwarding: ActionForwarding
  private local: LocalSide | undefined
  private synced = false
  private unreachableLogged = false
  private teams = new Map<string, DirectoryTeam>()
  private solves = new Map<string, Map<string, SolveRow>>()
  private flatSolves: SolveRow[] | undefined

  constructor (private readonly options: RedisStateOptions) {
    this.replica = options.replica
    // Without an offline queue a command fails at once while Redis is away, so no request hangs on it.
    const settings = { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times: number) => Math.min(times * 200, 2000) }
    this.client = new Redis(options.url, { ...settings, lazyConnect: true })
    this.subscriber = new Redis(options.url, { ...settings, lazyConnect: true })
    this.forwarding = new ActionForwarding(this.client, this.replica)
    for (const connection of [this.client, this.subscriber]) connection.on('error', error => { this.unreachable(error) })
    this.client.on('ready', () => { void this.resync() })
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(KEY.changes, ...this.forwarding.channels()).catch(error => { options.log('Subscribing to the classroom channels failed', error) })
    })
    this.subscriber.on('message', (channel: string, text: string) => { this.receive(channel, text) })
  }

  bind (local: LocalSide): void {
    this.local = local
    this.forwarding.serve(action => local.act(action))
    for (const connection of [this.client, this.subscriber]) connection.connect().catch(() => { /* reported by the error listener; retried */ })
  }

  ready (): boolean { return this.synced }
  remoteTeams (): readonly DirectoryTeam[] { return [...this.teams.values()] }
  remoteSolves (): readonly SolveRow[] {
    this.flatSolves ??= [...this.solves.values()].flatMap(rows => [...rows.values()])
    return this.flatSolves
  }

  async claimName (nameKey: string, teamId: string): Promise<string | undefined> {
    const owner = `${teamId} ${this.replica}`
    const taken = await this.unavailableOnError(async () => {
      await this.client.hsetnx(KEY.names, nameKey, owner)
      return await this.client.hget(KEY.names, nameKey)
    })
    return taken === owner || taken === null ? undefined : taken.split(' ')[1]
  }

  releaseName (nameKey: string, teamId: string): void {
    // Only this replica's own reservation goes: a name another replica holds stays its.
    this.quietly(this.client.eval("if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end return 0", 1, KEY.names, nameKey, `${teamId} ${this.replica}`))
  }

  teamChanged (team: Stored): void {
    this.quietly(this.client.hset(KEY.teams, team.id, JSON.stringify(team)))
    const { passcodeHash: _secret, ...shared } = team
    this.publish({ kind: 'team', team: shared })
  }

  teamRemoved (team: { id: string, nameKey: string }): void {
    this.quietly(this.client.multi().hdel(KEY.teams, team.id).del(KEY.solves(team.id)).exec())
    this.releaseName(team.nameKey, team.id)
    this.publish({ kind: 'team-removed', teamId: team.id })
  }

  solved (solve: SolveRow): void {
    this.quietly(this.client.hset(KEY.solves(solve.teamId), solve.challengeKey, JSON.stringify(solve)))
    this.publish({ kind: 'solve', solve })
  }

  solvesForgotten (teamId: string): void {
    this.quietly(this.client.del(KEY.solves(teamId)))
    this.publish({ kind: 'solves-forgotten', teamId })
  }

  settingChanged (name: string, value: unknown): void {
    this.quietly(this.client.hset(KEY.settings, name, JSON.stringify(value)))
    this.publish({ kind: 'setting', name, value })
  }

  sessionChanged (session: { id: string, createdAt: string, expiresAt: string | null }): void {
    const write = session.expiresAt === null
      ? this.client.hdel(KEY.sessions, session.id)
      : this.client.hset(KEY.sessions, session.id, JSON.stringify(session))
    this.quietly(write)
    this.publish({ kind: 'session', ...session })
  }

  async forward (replica: string, action: TrainerAction): Promise<unknown> {
    return await this.forwarding.send(replica, action)
  }

  async close (): Promise<void> {
    this.forwarding.close()
    this.client.disconnect()
    this.subscriber.disconnect()
  }

  /** Writes this replica's part again, says hello (every replica reloads), then loads the others' part. */
  private async resync (): Promise<void> {
    const local = this.local
    if (local === undefined) return
    try {
      const write = this.client.multi()
      for (const team of local.teams()) {
        write.hset(KEY.teams, team.id, JSON.stringify(team))
        write.hsetnx(KEY.names, team.nameKey, `${team.id} ${this.replica}`)
      }
      for (const solve of local.solves()) write.hset(KEY.solves(solve.teamId), solve.challengeKey, JSON.stringify(solve))
      // The trainer's settings: what Redis holds wins, a rebuilt Redis takes this replica's.
      for (const [name, value] of Object.entries(local.settings())) write.hsetnx(KEY.settings, name, JSON.stringify(value))
      for (const session of local.sessions()) write.hset(KEY.sessions, session.id, JSON.stringify(session))
      await write.exec()
      await this.client.publish(KEY.changes, JSON.stringify({ from: this.replica, kind: 'hello' }))
      await this.load()
      if (!this.synced || this.unreachableLogged) this.options.log(`Classroom replica ${this.replica}: shared state in Redis is in sync (${this.teams.size} teams on other replicas)`)
      this.synced = true
      this.unreachableLogged = false
    } catch (error) {
      this.options.log(`Classroom replica ${this.replica}: announcing to Redis failed; retried at the next connection`, error)
    }
  }

  /** The other replicas' teams and solves, the settings and the trainer sessions, read anew. */
  private async load (): Promise<void> {
    const local = this.local as LocalSide
    const stored = Object.values(await this.client.hgetall(KEY.teams)).map(text => JSON.parse(text) as Stored)
    const others = stored.filter(team => team.replica !== this.replica)
    const read = this.client.pipeline()
    for (const team of others) read.hgetall(KEY.solves(team.id))
    read.hgetall(KEY.settings)
    read.hgetall(KEY.sessions)
    const answers = (await read.exec() ?? []).map(([error, value]) => { if (error !== null) throw error; return value as Record<string, string> })
    this.teams = new Map(others.map(({ passcodeHash: _secret, ...team }) => [team.id, team]))
    this.solves = new Map(others.map((team, index) => [team.id, new Map(Object.entries(answers[index] ?? {}).map(([key, text]) => [key, JSON.parse(text) as SolveRow]))]))
    this.flatSolves = undefined
    for (const [name, text] of Object.entries(answers[others.length] ?? {})) local.apply({ kind: 'setting', name, value: JSON.parse(text) })
    for (const text of Object.values(answers[others.length + 1] ?? {})) {
      const session = JSON.parse(text) as { id: string, createdAt: string, expiresAt: string }
      local.apply({ kind: 'session', ...session })
    }
    local.apply({ kind: 'teams' })
  }

  private receive (channel: string, text: string): void {
    if (channel !== KEY.changes) { this.forwarding.receive(channel, text); return }
    let message: Message
    try { message = JSON.parse(text) as Message } catch { return }
    if (message.from === this.replica || this.local === undefined) return
    const change = this.applyMessage(message)
    if (change !== undefined) this.local.apply(change)
  }

  private applyMessage (message: Message): RemoteChange | undefined {
    switch (message.kind) {
      case 'hello':
        void this.load().catch(error => { this.options.log('Reloading the shared classroom state failed', error) })
        return undefined
      case 'team':
        this.teams.set(message.team.id, message.team)
        return { kind: 'teams' }
      case 'team-removed':
        this.teams.delete(message.teamId)
        this.forgetSolves(message.teamId)
        return { kind: 'teams' }
      case 'solve': {
        const rows = this.solves.get(message.solve.teamId) ?? new Map<string, SolveRow>()
        rows.set(message.solve.challengeKey, message.solve)
        this.solves.set(message.solve.teamId, rows)
        this.flatSolves = undefined
        return { kind: 'solve', solve: message.solve }
      }
      case 'solves-forgotten':
        this.forgetSolves(message.teamId)
        return { kind: 'teams' }
      case 'setting':
        return { kind: 'setting', name: message.name, value: message.value }
      case 'session':
        return { kind: 'session', id: message.id, createdAt: message.createdAt, expiresAt: message.expiresAt }
    }
  }

  private forgetSolves (teamId: string): void {
    this.solves.delete(teamId)
    this.flatSolves = undefined
  }

  private publish (message: DistributiveOmit<Message, 'from'>): void {
    this.quietly(this.client.publish(KEY.changes, JSON.stringify({ ...message, from: this.replica })))
  }

  /** A write that may fail while Redis is away: the resync after the reconnection writes it again. */
  private quietly (write: Promise<unknown>): void {
    write.catch(error => { this.unreachable(error) })
  }

  private async unavailableOnError<T> (work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      this.unreachable(error)
      throw ActionForwarding.unavailable('The class\'s shared directory (Redis) does not answer right now. Try again in a moment.')
    }
  }

  private unreachable (error: unknown): void {
    if (this.unreachableLogged) return
    this.unreachableLogged = true
    const state = this.synced ? 'play goes on in every team\'s shop; the leaderboard catches up once it is back' : 'this replica is not ready (GET /rest/classroom/ready answers 503) until it is'
    this.options.log(`Classroom replica ${this.replica}: Redis at ${redactedUrl(this.options.url)} cannot be reached (${(error as Error).message}); ${state}`)
  }
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never

/** The Redis address for the log, without a password. */
export function redactedUrl (url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password !== '') parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured address'
  }
}
