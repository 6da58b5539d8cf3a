import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { ClassroomNotice, ClassroomStatus } from '@shop/contract'
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import type { ChallengeCatalogue } from '../challenges/catalogue.js'
import type { ShopConfig } from '../config.js'
import type { Db } from '../db/open.js'
import { DomainError } from '../domain/errors.js'
import type { InstanceRegistry } from '../instance/registry.js'
import { instanceRoom } from '../instance/shop-instance.js'
import { ClassroomTeamsRepository, type TeamRecord } from '../repositories/classroom-teams.js'
import { createClassroomBoard, type ClassroomBoard, type PinnablePath } from './board.js'
import { openClassroomDb } from './classroom-db.js'
import { CookieSigner, cookieValue, loadClassroomKey, TEAM_COOKIE, TRAINER_COOKIE, type TeamClaim } from './cookies.js'
import { generatePasscode, hashPasscode, passcodeMatches } from './passcodes.js'
import { singleProcessState, type DirectoryTeam, type SharedState } from './shared-state.js'
import { createTeamShop, openTeamShop } from './team-shops.js'
import { normaliseTeamName, teamNameKey } from './team-names.js'

export type ClassroomConfig = ShopConfig['classroom']
type Headers = Pick<IncomingMessage, 'headers'>

/**
 * Wrong passcodes allowed per client address and per team within the window. A whole class often
 * shares one address (the school's network), so the address limit is the looser one.
 */
export const WRONG_PASSCODES = { perAddress: 20, perTeam: 10, windowSeconds: 300 }
/** The last activity of a team is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000

export interface ClassroomOptions {
  dataDir: string
  config: ClassroomConfig
  trainerPassword: string
  registry: InstanceRegistry
  /** The challenges, for the leaderboard's points and names. */
  catalogue: ChallengeCatalogue
  /** Realtime to every replica's sockets (socket.io's Redis adapter in a cluster). */
  broadcast: (room: string, event: string, payload: unknown) => void
  /** The learning paths the trainer may pin for the class. */
  learningPaths?: readonly PinnablePath[]
  /** Realtime to this replica's sockets only; the same as `broadcast` in a single process. */
  broadcastHere?: (room: string, event: string, payload: unknown) => void
  /** What other replicas hold; by default a single process that holds every team. */
  shared?: SharedState
  /** The class key shared by every replica (from CLASSROOM_SECRET); by default `<dataDir>/classroom/cookie.key`. */
  classKey?: Buffer
  now?: () => Date
}

/** A team as the routers and the console see it; `replica` is set when another replica holds it. */
export type TeamView = Omit<TeamRecord, 'generation'> & { replica?: string }

/** The teams of the class, for the routers and the trainer console. */
export interface TeamDirectory {
  /** Every team of the class, also those other replicas hold. */
  list: () => TeamView[]
  findById: (id: string) => TeamView | undefined
  /** A team this replica holds. */
  findHeld: (id: string) => TeamRecord | undefined
  /** The team a name means (same in case and Unicode form), or none; an impossible name means none. */
  findByName: (name: string) => TeamView | undefined
  /** A new passcode for the team (returned once); the old one stops working, members keep their cookies. */
  resetPasscode: (id: string) => string
  /** Removes the team and its members (their cookies die with it); its shop is the registry's business. */
  remove: (id: string) => void
  /** Ends every member's cookie at once (bumps the team's generation). */
  endMemberships: (id: string) => void
  /** Records activity of the team (written at most once a minute). */
  touch: (id: string) => void
}

export interface JoinRequest { name: unknown, passcode?: string, address: string, cookie?: string }
export interface JoinResult { status: 200 | 201, team: TeamRecord, passcode?: string, cookie: string }
export interface Membership { team: TeamRecord, claim: TeamClaim }

const classroomError = (kind: DomainError['kind'], code: string, message: string, details?: Record<string, unknown>): DomainError =>
  new DomainError(kind, message, { error: code, ...details })

/** The room every socket joins in classroom mode (leaderboard, notices). */
export const CLASSROOM_ROOM = 'classroom'

/**
 * Classroom mode of one shop process: the classroom database, the teams and their members, the
 * signed cookies and the link from a team to its shop in the registry. Exists only when classroom
 * mode is on (`shop.classroom`).
 */
export class Classroom {
  readonly db: Db
  readonly config: ClassroomConfig
  readonly registry: InstanceRegistry
  readonly cookies: CookieSigner
  readonly teams: TeamDirectory
  readonly broadcast: ClassroomOptions['broadcast']
  readonly now: () => Date
  /** The leaderboard and the trainer console (classroom/board.ts). */
  readonly board: ClassroomBoard
  readonly shared: SharedState
  private readonly repository: ClassroomTeamsRepository
  private readonly passcodeKey: Buffer
  private readonly trainerPassword: string
  private readonly wrongByAddress = new RateLimiterMemory({ points: WRONG_PASSCODES.perAddress, duration: WRONG_PASSCODES.windowSeconds })
  private readonly wrongByTeam = new RateLimiterMemory({ points: WRONG_PASSCODES.perTeam, duration: WRONG_PASSCODES.windowSeconds })
  private readonly touched = new Map<string, number>()

  constructor (options: ClassroomOptions) {
    this.config = options.config
    this.registry = options.registry
    this.broadcast = options.broadcast
    this.trainerPassword = options.trainerPassword
    this.now = options.now ?? (() => new Date())
    this.shared = options.shared ?? singleProcessState()
    const shared = this.shared
    const here = options.broadcastHere ?? options.broadcast
    this.db = openClassroomDb(options.dataDir)
    const key = options.classKey ?? loadClassroomKey(options.dataDir)
    this.cookies = new CookieSigner(key, () => this.now().getTime())
    this.passcodeKey = createHmac('sha256', key).update('classroom passcodes').digest()
    this.repository = new ClassroomTeamsRepository(this.db)
    const repository = this.repository
    const remote = (id: string): TeamView | undefined => shared.remoteTeams().find(team => team.id === id)
    this.teams = {
      list: () => [...repository.list(), ...shared.remoteTeams()],
      findById: id => repository.findById(id) ?? remote(id),
      findHeld: id => repository.findById(id),
      findByName: name => {
        let key: string
        try { key = teamNameKey(normaliseTeamName(name)) } catch { return undefined }
        return repository.findByKey(key) ?? shared.remoteTeams().find(team => team.nameKey === key)
      },
      resetPasscode: id => {
        const passcode = generatePasscode()
        if (!repository.setPasscodeHash(id, hashPasscode(this.passcodeKey, passcode))) throw classroomError('not-found', 'team_not_found', 'No such team')
        this.announce(id)
        return passcode
      },
      remove: id => {
        const entry = this.directoryEntry(id)
        repository.remove(id)
        this.touched.delete(id)
        if (entry !== undefined) shared.teamRemoved(entry)
      },
      endMemberships: id => { repository.bumpGeneration(id) },
      touch: id => {
        const at = this.now().getTime()
        if (at - (this.touched.get(id) ?? 0) < TOUCH_INTERVAL_MS) return
        this.touched.set(id, at)
        repository.touch(id, new Date(at).toISOString())
        this.announce(id)
      }
    }
    this.board = createClassroomBoard({
      db: this.db,
      catalogue: options.catalogue,
      teams: this.teams,
      shops: {
        isOpen: id => this.registry.isOpen(id),
        reset: async id => (await this.registry.reset(id)).challenges.list().filter(c => c.solved).map(c => c.key),
        remove: async id => { await this.registry.remove(id) }
      },
      push: {
        // A notice carries its text, so it goes to every replica's sockets at once. The other events
        // make screens refetch: each replica sends them to its own sockets once its copy of the
        // shared state has the change, so no screen refetches before the data is there.
        toClass: (event, payload) => { (event === 'classroom notice' ? this.broadcast : here)(CLASSROOM_ROOM, event, payload) },
        toTeam: (id, event, payload) => { this.broadcast(instanceRoom(id), event, payload) }
      },
      eventEnd: this.config.eventEnd,
      learningPaths: options.learningPaths,
      passwordMatches: typed => this.trainerPasswordMatches(typed),
      cookies: this.cookies,
      clock: this.now,
      shared
    })
    shared.bind({
      teams: () => repository.directory().map(({ generation: _generation, ...team }) => ({ ...team, replica: shared.replica ?? '' })),
      solves: () => this.board.own.solves(),
      settings: () => this.board.own.settings(),
      sessions: () => this.board.own.sessions(),
      apply: change => { this.board.applyRemote(change) },
      act: async action => await this.board.console.act(action)
    })
  }

  /**
   * Joins a team: the first member creates it (and its shop) and gets the passcode, later members
   * need that passcode. Nothing is created on any refusal.
   */
  async join (request: JoinRequest): Promise<JoinResult> {
    const name = normaliseTeamName(request.name)
    const existing = this.repository.findByKey(teamNameKey(name))
    if (existing === undefined) this.refuseNameHeldElsewhere(this.shared.remoteTeams().find(team => team.nameKey === teamNameKey(name))?.replica)
    const result = existing === undefined ? await this.createTeam(name, request) : await this.joinExisting(existing, request)
    const previous = this.membershipOf(request.cookie)
    if (previous !== undefined) this.repository.removeMember(previous.claim.memberId, previous.team.id)
    const memberId = randomBytes(8).toString('hex')
    this.repository.addMember(memberId, result.team.id, this.now().toISOString())
    const team = this.repository.findById(result.team.id) as TeamRecord
    this.announce(team.id)
    // A new team appears on every leaderboard at once (with 0 points); a new member changes no ranking.
    if (result.status === 201) this.board.teamsChanged()
    return { ...result, team, cookie: this.cookies.signTeam({ teamId: team.id, memberId, generation: team.generation }) }
  }

  /** Leaves the team of the cookie (if any); the caller clears the cookie. */
  leave (cookie: string | undefined): void {
    const membership = this.membershipOf(cookie)
    if (membership !== undefined) this.repository.removeMember(membership.claim.memberId, membership.team.id)
  }

  /** The team of a request or socket handshake: only a valid cookie of a current member of an existing team counts. */
  membership (req: Headers): Membership | undefined {
    return this.membershipOf(cookieValue(req.headers.cookie, TEAM_COOKIE))
  }

  /**
   * The instance id of the request's team, for `InstanceRegistry.resolve`; opens nothing. A valid
   * cookie of a team another replica holds (a forged routing cookie, or a changed replica count)
   * is refused with 409 `team_not_here`: never another team's shop, never a new empty one.
   */
  teamIdOf (req: Headers): string | undefined {
    const membership = this.membership(req)
    if (membership === undefined) { this.refuseTeamHeldElsewhere(req); return undefined }
    this.teams.touch(membership.team.id)
    return membership.team.id
  }

  /** A member of a team of the class, held here or (a cluster) by another replica: may read the leaderboard. */
  isPlayer (req: Headers): boolean {
    if (this.membership(req) !== undefined) return true
    try { this.refuseTeamHeldElsewhere(req) } catch { return true }
    return false
  }

  /** A signed trainer cookie whose session has not been signed out or run out. */
  trainerSignedIn (req: Headers): boolean {
    return this.board.trainer.sessionOf(cookieValue(req.headers.cookie, TRAINER_COOKIE)) !== undefined
  }

  /** Compares a typed trainer password in constant time. */
  trainerPasswordMatches (typed: unknown): boolean {
    if (typeof typed !== 'string') return false
    const digest = (text: string): Buffer => createHmac('sha256', this.passcodeKey).update(text).digest()
    return timingSafeEqual(digest(typed), digest(this.trainerPassword))
  }

  /** When scores freeze. The trainer's setting (classroom database) replaces the configured one once it exists. */
  eventEnd (): string | null {
    return this.board.settings.eventEnd()
  }

  /** The latest trainer notice, for pages opened after it was sent (kept by the trainer console). */
  latestNotice (): ClassroomNotice | null {
    return this.board.settings.notice()
  }

  status (req: Headers): ClassroomStatus {
    const membership = this.membership(req)
    // A team held elsewhere gets 409, not "no team": the page must not offer to join a new one.
    if (membership === undefined) this.refuseTeamHeldElsewhere(req)
    const eventEnd = this.eventEnd()
    return {
      team: membership === undefined ? null : { name: membership.team.name, id: membership.team.id },
      trainer: this.trainerSignedIn(req),
      eventEnd,
      frozen: this.board.settings.frozen(),
      pinnedPath: this.board.settings.pinnedPath(),
      notice: this.latestNotice()
    }
  }

  close (): void {
    void this.shared.close()
    this.db.close()
  }

  private refuseTeamHeldElsewhere (req: Headers): void {
    if (this.shared.replica === undefined) return
    const claim = this.cookies.verifyTeam(cookieValue(req.headers.cookie, TEAM_COOKIE), this.config.cookieHours)
    const holder = claim === undefined ? undefined : this.shared.remoteTeams().find(team => team.id === claim.teamId)
    if (holder === undefined) return
    throw new DomainError('conflict', `Your team's shop is held by replica ${holder.replica}, but this request reached replica ${this.shared.replica}. Reload the page; if this stays, ask the trainer.`, { error: 'team_not_here', replica: this.shared.replica, holder: holder.replica })
  }

  private directoryEntry (id: string): (DirectoryTeam & { passcodeHash: string }) | undefined {
    const row = this.repository.directory().find(team => team.id === id)
    if (row === undefined) return undefined
    const { generation: _generation, ...team } = row
    return { ...team, replica: this.shared.replica ?? '' }
  }

  /** Passes a held team's directory entry on to the other replicas (a cluster only). */
  private announce (id: string): void {
    if (this.shared.replica === undefined) return
    const entry = this.directoryEntry(id)
    if (entry !== undefined) this.shared.teamChanged(entry)
  }

  private membershipOf (cookie: string | undefined): Membership | undefined {
    const claim = this.cookies.verifyTeam(cookie, this.config.cookieHours)
    if (claim === undefined) return undefined
    const team = this.repository.findById(claim.teamId)
    if (team === undefined || team.generation !== claim.generation) return undefined
    if (!this.repository.isMember(claim.memberId, team.id)) return undefined
    return { team, claim }
  }

  private classFull (): DomainError {
    return classroomError('forbidden', 'classroom_full', `The class is full: it has its ${this.config.maxTeams} teams. Join one of them with its passcode.`)
  }

  /**
   * Routing sends a join to the replica its name (as typed) hashes to; a name spelt differently
   * (case, Unicode form) may reach another replica than the team's own.
   */
  private refuseNameHeldElsewhere (holder: string | undefined): void {
    if (holder === undefined) return
    throw new DomainError('conflict', `This team plays on replica ${holder}: type its name exactly as the leaderboard shows it.`, { error: 'team_elsewhere', holder })
  }

  private teamCount (): number {
    return this.repository.count() + this.shared.remoteTeams().length
  }

  private async createTeam (name: string, request: JoinRequest): Promise<Omit<JoinResult, 'cookie'>> {
    if (this.teamCount() >= this.config.maxTeams) throw this.classFull()
    const id = `t-${randomBytes(5).toString('hex')}`
    const passcode = generatePasscode()
    // Two replicas may be asked for the same new name in two spellings at once: Redis decides.
    this.refuseNameHeldElsewhere(await this.shared.claimName(teamNameKey(name), id))
    // The shop first: if it cannot be made, no team points at a missing shop.
    try {
      await createTeamShop(this.registry, id)
    } catch (error) {
      this.shared.releaseName(teamNameKey(name), id)
      throw error
    }
    // Other joins ran while the shop was made: one may have taken this name or the last place.
    const taken = this.repository.findByKey(teamNameKey(name))
    if (taken !== undefined || this.teamCount() >= this.config.maxTeams) {
      await this.registry.remove(id)
      this.shared.releaseName(teamNameKey(name), id)
      if (taken === undefined) throw this.classFull()
      return await this.joinExisting(taken, request)
    }
    this.repository.insert({ id, name, nameKey: teamNameKey(name), passcodeHash: hashPasscode(this.passcodeKey, passcode), createdAt: this.now().toISOString() })
    return { status: 201, team: this.repository.findById(id) as TeamRecord, passcode }
  }

  private async joinExisting (team: TeamRecord, request: JoinRequest): Promise<Omit<JoinResult, 'cookie'>> {
    const limits = [{ limiter: this.wrongByAddress, key: request.address }, { limiter: this.wrongByTeam, key: team.id }]
    const waits = await Promise.all(limits.map(async ({ limiter, key }) => {
      const used = await limiter.get(key)
      return used !== null && used.consumedPoints >= limiter.points ? used.msBeforeNext : 0
    }))
    const wait = Math.max(...waits)
    if (wait > 0) {
      const retryAfter = Math.max(1, Math.ceil(wait / 1000))
      throw classroomError('too-many', 'too_many_attempts', `Too many wrong passcodes. Try again in ${retryAfter} seconds.`, { retryAfter })
    }
    if (request.passcode === undefined || request.passcode === '') {
      throw classroomError('unauthenticated', 'passcode_required', 'This team exists already: ask a member for its passcode.')
    }
    const secret = this.repository.secret(team.id)
    if (secret === undefined || !passcodeMatches(this.passcodeKey, secret.passcodeHash, request.passcode)) {
      await Promise.all(limits.map(async ({ limiter, key }) => await limiter.penalty(key, 1)))
      throw classroomError('unauthenticated', 'passcode_wrong', 'That is not the passcode of this team.')
    }
    openTeamShop(this.registry, team.id)
    return { status: 200, team }
  }
}
