import type { Audit, TeamPasscode, TrainerTeam } from '@shop/contract'
import { DomainError } from '../domain/errors.js'
import type { AuditEntry, AuditLog } from './audit.js'
import type { EventSettings, Notice } from './event-settings.js'
import type { ClassroomScores } from './scores.js'
import type { TrainerAction } from './shared-state.js'
import { scoresCsv } from './trainer-csv.js'

export interface HeldTeam { id: string, name: string, replica?: string }

/** The team directory as the console needs it (classroom/teams, built by the core of classroom mode). */
export interface TrainerTeams {
  list: () => ReadonlyArray<{ id: string, name: string, createdAt: string, lastActiveAt: string | null, members: number, replica?: string }>
  /** `replica` is set for a team another replica holds (a cluster). */
  findByName: (name: string) => HeldTeam | undefined
  /** A team this replica holds, by id (forwarded actions name the team by id). */
  findHeld: (id: string) => HeldTeam | undefined
  resetPasscode: (id: string) => string
  /** Ends every member's cookie at once (the team's generation moves on). */
  endMemberships: (id: string) => void
  remove: (id: string) => void
}

/** The instance registry's lifecycle calls for team shops. */
export interface TeamShops {
  isOpen: (id: string) => boolean
  /** Puts the team's shop back to the seed; answers the challenges its new shop has solved already. */
  reset: (id: string) => Promise<readonly string[]>
  remove: (id: string) => void | Promise<void>
}

/** Realtime: to every socket of the class (room `classroom`), or to one team's sockets. */
export interface ClassroomPush {
  toClass: (event: string, payload: unknown) => void
  toTeam: (teamId: string, event: string, payload: unknown) => void
}

export interface TrainerDeps {
  teams: TrainerTeams
  shops: TeamShops
  scores: ClassroomScores
  settings: EventSettings
  audit: AuditLog
  push: ClassroomPush
  /** A cluster: runs an action on the replica that holds the team (classroom/shared-state.ts). */
  forward: (replica: string, action: TrainerAction) => Promise<unknown>
  /** This replica's name in a cluster; undefined in a single process. */
  replica: string | undefined
}

/** `replica` only in a cluster: which replica holds the team. */
/**
 * The trainer console's actions. Each takes the acting trainer session and writes one audit entry
 * once the action has taken effect; the routes have checked the session already.
 */
export class TrainerConsole {
  constructor (private readonly deps: TrainerDeps) {}

  teams (): TrainerTeam[] {
    const totals = new Map(this.deps.scores.ranking().teams.map(row => [row.team, row]))
    const here = this.deps.replica
    return this.deps.teams.list().map(({ id, name, members, createdAt, lastActiveAt, replica }) => ({
      team: name, id, score: totals.get(name)?.score ?? 0, solved: totals.get(name)?.solved ?? 0, members, createdAt, lastActiveAt,
      open: replica === undefined && this.deps.shops.isOpen(id),
      ...(here === undefined ? {} : { replica: replica ?? here })
    }))
  }

  /** The team's shop back to the seed; the team, its passcode and its members' cookies stay. */
  async resetTeam (session: string, name: string): Promise<void> {
    const team = this.team(name)
    if (team.replica !== undefined) { await this.deps.forward(team.replica, { kind: 'reset', teamId: team.id, session }); return }
    await this.resetHeld(session, team)
  }

  /** An action another replica forwarded for a team this one holds. */
  async act (action: TrainerAction): Promise<unknown> {
    const team = this.deps.teams.findHeld(action.teamId)
    if (team === undefined) throw new DomainError('not-found', 'No team of that name', { error: 'team_not_found' })
    switch (action.kind) {
      case 'reset': return await this.resetHeld(action.session, team)
      case 'delete': return await this.deleteHeld(action.session, team)
      case 'passcode': return this.passcodeHeld(action.session, team)
    }
  }

  private async resetHeld (session: string, team: HeldTeam): Promise<void> {
    const solvedInNewShop = await this.deps.shops.reset(team.id)
    this.deps.scores.forgetTeam(team.id)
    // Requests held during the reset run in the new shop before this line; what they solved counts.
    for (const key of solvedInNewShop) this.deps.scores.record(team.id, { key, isRestore: false })
    this.deps.audit.record(session, 'team-reset', team)
    this.deps.push.toTeam(team.id, 'classroom reset', {})
    this.deps.push.toClass('classroom teams', {})
  }

  /** A new passcode for players who lost it; the old one stops working, members already in stay. */
  async resetPasscode (session: string, name: string): Promise<TeamPasscode> {
    const team = this.team(name)
    if (team.replica !== undefined) return await this.deps.forward(team.replica, { kind: 'passcode', teamId: team.id, session }) as TeamPasscode
    return this.passcodeHeld(session, team)
  }

  private passcodeHeld (session: string, team: HeldTeam): { team: string, passcode: string } {
    const passcode = this.deps.teams.resetPasscode(team.id)
    this.deps.audit.record(session, 'passcode-reset', team)
    return { team: team.name, passcode }
  }

  /** Removes the team: its members' cookies die with its record, its shop and folder go. */
  async deleteTeam (session: string, name: string): Promise<void> {
    const team = this.team(name)
    if (team.replica !== undefined) { await this.deps.forward(team.replica, { kind: 'delete', teamId: team.id, session }); return }
    await this.deleteHeld(session, team)
  }

  private async deleteHeld (session: string, team: HeldTeam): Promise<void> {
    this.deps.teams.endMemberships(team.id)
    this.deps.teams.remove(team.id)
    await this.deps.shops.remove(team.id)
    this.deps.scores.forgetTeam(team.id)
    this.deps.audit.record(session, 'team-delete', team)
    this.deps.push.toClass('classroom teams', {})
  }

  notice (session: string, input: unknown): Notice {
    const notice = this.deps.settings.setNotice(input)
    this.deps.audit.record(session, 'notice', undefined, notice.message)
    this.deps.push.toClass('classroom notice', notice)
    return notice
  }

  setEventEnd (session: string, input: unknown): string | null {
    const eventEnd = this.deps.settings.setEventEnd(input)
    this.deps.audit.record(session, 'event-end', undefined, eventEnd ?? 'none')
    // The leaderboard may freeze or thaw: clients refetch as they do when teams change.
    this.deps.push.toClass('classroom teams', {})
    this.deps.push.toClass('classroom settings', {})
    return eventEnd
  }

  /** Pins a learning path for every team's score board (`null` unpins); teams may still browse the others. */
  pinPath (session: string, input: unknown): string | null {
    const pathId = this.deps.settings.pinPath(input)
    this.deps.audit.record(session, 'pinned-path', undefined, pathId ?? 'none')
    this.deps.push.toClass('classroom settings', {})
    return pathId
  }

  scoresCsv (session: string): string {
    const csv = scoresCsv(this.deps.scores.ranking().teams)
    this.deps.audit.record(session, 'scores-export')
    return csv
  }

  audit (): Audit {
    return { entries: this.deps.audit.entries() }
  }

  private team (name: string): HeldTeam {
    const team = this.deps.teams.findByName(name)
    if (team === undefined) throw new DomainError('not-found', 'No team of that name', { error: 'team_not_found' })
    return team
  }
}
