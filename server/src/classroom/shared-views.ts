import type { ClassroomScoreRepository, SolveRow, TeamTotals } from '../repositories/classroom-scores.js'
import type { ClassroomSettingsRepository } from '../repositories/classroom-settings.js'
import type { TrainerSessionRepository } from '../repositories/classroom-trainer-sessions.js'
import type { SharedState } from './shared-state.js'

/*
 * The classroom database's repositories as a replica sees them: its own rows in SQLite, the other
 * replicas' rows from the shared state's copy in memory, and every change of its own passed on.
 * In a single process the shared state is empty and silent, so these behave as the plain ones.
 */

const bySolvedAt = (a: SolveRow, b: SolveRow): number => a.solvedAt < b.solvedAt ? -1 : a.solvedAt > b.solvedAt ? 1 : 0

function totalsOf (rows: readonly SolveRow[], until: string | null): TeamTotals[] {
  const totals = new Map<string, TeamTotals>()
  for (const row of rows) {
    if (until !== null && row.solvedAt > until) continue
    const total = totals.get(row.teamId) ?? { teamId: row.teamId, score: 0, solved: 0, lastSolvedAt: row.solvedAt }
    total.score += row.points
    total.solved++
    if (row.solvedAt > total.lastSolvedAt) total.lastSolvedAt = row.solvedAt
    totals.set(row.teamId, total)
  }
  return [...totals.values()]
}

export function sharedScoreRepository (local: ClassroomScoreRepository, shared: SharedState): ClassroomScoreRepository {
  const remote = (): readonly SolveRow[] => shared.remoteSolves()
  return {
    record: solve => {
      const recorded = local.record(solve)
      if (recorded) shared.solved(solve)
      return recorded
    },
    totals: until => [...local.totals(until), ...totalsOf(remote(), until)],
    byTeam: teamId => {
      const rows = local.byTeam(teamId)
      return rows.length > 0 ? rows : remote().filter(row => row.teamId === teamId).sort(bySolvedAt)
    },
    byChallenge: key => [...local.byChallenge(key), ...remote().filter(row => row.challengeKey === key)].sort(bySolvedAt),
    latest: limit => [...local.latest(limit), ...remote()].sort((a, b) => bySolvedAt(b, a)).slice(0, limit),
    forgetTeam: teamId => {
      local.forgetTeam(teamId)
      shared.solvesForgotten(teamId)
    },
    all: local.all
  }
}

/** The trainer's settings: written here and passed on; another replica's change lands through `local.set`. */
export function sharedSettingsRepository (local: ClassroomSettingsRepository, shared: SharedState): ClassroomSettingsRepository {
  return {
    get: name => local.get(name),
    set: (name, value) => {
      local.set(name, value)
      shared.settingChanged(name, value)
    },
    all: () => local.all()
  }
}

/** Trainer sessions valid on every replica: a sign-in or sign-out on one is passed to the others. */
export function sharedSessionRepository (local: TrainerSessionRepository, shared: SharedState): TrainerSessionRepository {
  return {
    start: (id, createdAt, expiresAt) => {
      local.start(id, createdAt, expiresAt)
      shared.sessionChanged({ id, createdAt, expiresAt })
    },
    isLive: (id, now) => local.isLive(id, now),
    end: id => {
      local.end(id)
      shared.sessionChanged({ id, createdAt: '', expiresAt: null })
    },
    live: now => local.live(now)
  }
}
