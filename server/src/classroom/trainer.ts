import { DomainError } from '../domain/errors.js'
import type { AuditEntry, AuditLog } from './audit.js'
import type { EventSettings, Notice } from './event-settings.js'
import type { ClassroomScores } from './scores.js'
import { scoresCsv } from './trainer-csv.js'

/** The team directory as the console needs it (classroom/teams, built by the core of classroom mode). */
export interface TrainerTeams {
  list: () => ReadonlyArray<{ id: string, name: string, createdAt: string, lastActiveAt: string | null, members: number }>
  findByName: (name: string) => { id: string, name: string } | undefined
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
}

export interface TeamOverview { team: string, id: string, score: number, solved: number, members: number, createdAt: string, lastActiveAt: string | null, open: boolean }

/**
 * The trainer console's actions. Each takes the acting trainer session and writes one audit entry
 * once the action has taken effect; the routes have checked the session already.
 */
export class TrainerConsole {
  constructor (private readonly deps: TrainerDeps) {}

  teams (): TeamOverview[] {
    const totals = new Map(this.deps.scores.ranking().teams.map(row => [row.team, row]))
    return this.deps.teams.list().map(({ id, name, members, createdAt, lastActiveAt }) => ({
      team: name, id, score: totals.get(name)?.score ?? 0, solved: totals.get(name)?.solved ?? 0, members, createdAt, lastActiveAt, open: this.deps.shops.isOpen(id)
    }))
  }

  /** The team's shop back to the seed; the team, its passcode and its members' cookies stay. */
  async resetTeam (session: string, name: string): Promise<void> {
    const team = this.team(name)
    const solvedInNewShop = await this.deps.shops.reset(team.id)
    this.deps.scores.forgetTeam(team.id)
    // Requests held during the reset run in the new shop before this line; what they solved counts.
    for (const key of solvedInNewShop) this.deps.scores.record(team.id, { key, isRestore: false })
    this.deps.audit.record(session, 'team-reset', team)
    this.deps.push.toTeam(team.id, 'classroom reset', {})
    this.deps.push.toClass('classroom teams', {})
  }

  /** A new passcode for players who lost it; the old one stops working, members already in stay. */
  resetPasscode (session: string, name: string): { team: string, passcode: string } {
    const team = this.team(name)
    const passcode = this.deps.teams.resetPasscode(team.id)
    this.deps.audit.record(session, 'passcode-reset', team)
    return { team: team.name, passcode }
  }

  /** Removes the team: its members' cookies die with its record, its shop and folder go. */
  async deleteTeam (session: string, name: string): Promise<void> {
    const team = this.team(name)
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

  audit (): { entries: AuditEntry[] } {
    return { entries: this.deps.audit.entries() }
  }

  private team (name: string): { id: string, name: string } {
    const team = this.deps.teams.findByName(name)
    if (team === undefined) throw new DomainError('not-found', 'No team of that name', { error: 'team_not_found' })
    return team
  }
}
