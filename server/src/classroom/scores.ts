import type { ChallengeSolves, ClassroomScoreRow, ClassroomScores as Leaderboard, ClassroomSolve, TeamSolves } from '@shop/contract'
import type { ChallengeCatalogue, ChallengeDefinition } from '../challenges/catalogue.js'
import type { ChallengeSolvedEvent } from '../challenges/tracker.js'
import { DomainError } from '../domain/errors.js'
import type { ClassroomScoreRepository, SolveRow, TeamTotals } from '../repositories/classroom-scores.js'
import type { EventSettings } from './event-settings.js'

/**
 * The shop's own score board does not weight challenges (its progress is solved ÷ all), so the
 * leaderboard uses a fixed, documented table: a challenge is worth its difficulty (1–6) times ten.
 */
export const POINTS_PER_STAR = 10
export const pointsFor = (difficulty: number): number => difficulty * POINTS_PER_STAR

export const FEED = { defaultLimit: 20, maxLimit: 50 } as const

interface NamedTeam { id: string, name: string }
/** The part of the team directory (classroom/teams) the scores need. */
export interface TeamLookup {
  list: () => readonly NamedTeam[]
  findById: (id: string) => NamedTeam | undefined
  findByName: (name: string) => NamedTeam | undefined
}

export type RankedTeam = ClassroomScoreRow
export type SolveView = ClassroomSolve

export interface ScoreDeps {
  repo: ClassroomScoreRepository
  catalogue: ChallengeCatalogue
  teams: TeamLookup
  settings: EventSettings
  clock: () => Date
  /** Called with every newly recorded solve (the realtime `classroom solve`). */
  announce: (solve: SolveView) => void
}

const teamNotFound = (): DomainError => new DomainError('not-found', 'No team of that name', { error: 'team_not_found' })

/**
 * Best first: higher score, then the earlier last solve (a team that reached the score first stays
 * ahead), then the name so the order is stable. Teams equal in score and last solve share a rank.
 */
export function rankTeams (teams: readonly NamedTeam[], totals: readonly TeamTotals[]): RankedTeam[] {
  const byId = new Map(totals.map(total => [total.teamId, total]))
  const rows = teams.map(({ id, name }) => {
    const total = byId.get(id)
    return { team: name, score: total?.score ?? 0, solved: total?.solved ?? 0, lastSolvedAt: total?.lastSolvedAt ?? null }
  })
  const earlierFirst = (a: string | null, b: string | null): number => a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1
  rows.sort((a, b) => b.score - a.score || earlierFirst(a.lastSolvedAt, b.lastSolvedAt) || a.team.localeCompare(b.team))
  const ranked: RankedTeam[] = []
  rows.forEach((row, index) => {
    const before = ranked[index - 1]
    const tied = before !== undefined && before.score === row.score && before.lastSolvedAt === row.lastSolvedAt
    ranked.push({ rank: tied ? before.rank : index + 1, ...row })
  })
  return ranked
}

/** Solves of every team in the classroom database, the ranking, and the per-team and per-challenge views. */
export class ClassroomScores {
  /**
   * Totals per team as of the last change. Every solve makes every open leaderboard refetch, so the
   * grouping is done once per change (or event end), not once per reader.
   */
  private totals: { eventEnd: string | null, rows: TeamTotals[] } | undefined

  constructor (private readonly deps: ScoreDeps) {}

  /**
   * Records a solve reported by a team's shop. A repeated notice of a solved challenge records
   * nothing; a restore from a progress code scores nothing either (such codes can be forged, and a
   * reset team should not get its points back by pasting a code).
   */
  record (teamId: string, event: Pick<ChallengeSolvedEvent, 'key' | 'isRestore'>): void {
    if (event.isRestore) return
    const challenge = this.deps.catalogue.byKey.get(event.key)
    const team = this.deps.teams.findById(teamId)
    if (challenge === undefined || team === undefined) return
    const solvedAt = this.deps.clock().toISOString()
    if (!this.deps.repo.record({ teamId, challengeKey: challenge.key, solvedAt, points: pointsFor(challenge.difficulty) })) return
    this.totals = undefined
    this.deps.announce(this.view(team.name, challenge, solvedAt, this.deps.settings.eventEnd()))
  }

  /** Another replica's solve arrived in the shared state: the totals are stale, open leaderboards refetch. */
  recordedElsewhere (solve: SolveRow): void {
    this.totals = undefined
    const challenge = this.deps.catalogue.byKey.get(solve.challengeKey)
    const team = this.deps.teams.findById(solve.teamId)
    if (challenge !== undefined && team !== undefined) this.deps.announce(this.view(team.name, challenge, solve.solvedAt, this.deps.settings.eventEnd()))
  }

  /** Teams, solves or the event end changed on another replica. */
  invalidate (): void {
    this.totals = undefined
  }

  /** Forgets a team's solves (its shop was reset or deleted): solving again scores again, once. */
  forgetTeam (teamId: string): void {
    this.deps.repo.forgetTeam(teamId)
    this.totals = undefined
  }

  ranking (): Leaderboard {
    const eventEnd = this.deps.settings.eventEnd()
    if (this.totals?.eventEnd !== eventEnd) this.totals = { eventEnd, rows: this.deps.repo.totals(eventEnd) }
    return { teams: rankTeams(this.deps.teams.list(), this.totals.rows), eventEnd, frozen: this.deps.settings.frozen() }
  }

  teamSolves (name: string): TeamSolves {
    const team = this.deps.teams.findByName(name)
    if (team === undefined) throw teamNotFound()
    const eventEnd = this.deps.settings.eventEnd()
    const solves = this.views(this.deps.repo.byTeam(team.id), eventEnd).map(({ team: _team, ...solve }) => solve)
    const counted = solves.filter(solve => solve.counted)
    return { team: team.name, score: counted.reduce((sum, solve) => sum + pointsFor(solve.difficulty), 0), solved: counted.length, solves }
  }

  challengeSolves (key: string): ChallengeSolves {
    const challenge = this.deps.catalogue.byKey.get(key)
    if (challenge === undefined) throw new DomainError('not-found', 'No challenge with that key', { error: 'challenge_not_found' })
    const teams = this.views(this.deps.repo.byChallenge(key), this.deps.settings.eventEnd())
      .map(({ team, solvedAt, counted }) => ({ team, solvedAt, counted }))
    return { key, name: challenge.name, category: challenge.category, difficulty: challenge.difficulty, teams }
  }

  /** The latest solves, newest first. `limit` comes from the query string: 1–50, 20 when absent. */
  feed (limit: unknown): { solves: SolveView[] } {
    const count = limit === undefined ? FEED.defaultLimit : Number(limit)
    if (typeof limit === 'object' || !Number.isInteger(count) || count < 1 || count > FEED.maxLimit) {
      throw new DomainError('invalid', `limit must be a whole number from 1 to ${FEED.maxLimit}`, { error: 'limit_invalid' })
    }
    return { solves: this.views(this.deps.repo.latest(count), this.deps.settings.eventEnd()) }
  }

  private views (rows: readonly SolveRow[], eventEnd: string | null): SolveView[] {
    const names = new Map(this.deps.teams.list().map(team => [team.id, team.name]))
    return rows.flatMap(row => {
      const challenge = this.deps.catalogue.byKey.get(row.challengeKey)
      const team = names.get(row.teamId)
      return challenge === undefined || team === undefined ? [] : [this.view(team, challenge, row.solvedAt, eventEnd)]
    })
  }

  private view (team: string, challenge: ChallengeDefinition, solvedAt: string, eventEnd: string | null): SolveView {
    const { key, name, category, difficulty } = challenge
    return { team, key, name, category, difficulty, solvedAt, counted: this.deps.settings.counts(solvedAt, eventEnd) }
  }
}
