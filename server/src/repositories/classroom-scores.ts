import type { Db } from '../db/open.js'

export interface SolveRow { teamId: string, challengeKey: string, solvedAt: string, points: number }
export interface TeamTotals { teamId: string, score: number, solved: number, lastSolvedAt: string }

/**
 * Solves of every team, one row per team and challenge (a challenge scores once per team).
 * `points` is fixed when the solve is recorded, so a later change of the catalogue does not
 * rewrite a finished event. `until` (an ISO time or null) leaves out solves after the event end.
 */
export function createClassroomScoreRepository (db: Db) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ClassroomSolves (
      teamId TEXT NOT NULL,
      challengeKey TEXT NOT NULL,
      solvedAt TEXT NOT NULL,
      points INTEGER NOT NULL,
      PRIMARY KEY (teamId, challengeKey)
    );
    CREATE INDEX IF NOT EXISTS ClassroomSolvesByChallenge ON ClassroomSolves (challengeKey, solvedAt);
    CREATE INDEX IF NOT EXISTS ClassroomSolvesByTime ON ClassroomSolves (solvedAt);
    -- Covers the ranking's grouping, so it never reads the table itself.
    CREATE INDEX IF NOT EXISTS ClassroomSolvesTotals ON ClassroomSolves (teamId, solvedAt, points)`)
  const insert = db.prepare('INSERT OR IGNORE INTO ClassroomSolves (teamId, challengeKey, solvedAt, points) VALUES (?, ?, ?, ?)')
  const totals = db.prepare<[string | null, string | null], TeamTotals>(`
    SELECT teamId, SUM(points) AS score, COUNT(*) AS solved, MAX(solvedAt) AS lastSolvedAt
    FROM ClassroomSolves WHERE ? IS NULL OR solvedAt <= ? GROUP BY teamId`)
  const byTeam = db.prepare<[string], SolveRow>('SELECT * FROM ClassroomSolves WHERE teamId = ? ORDER BY solvedAt, rowid')
  const byChallenge = db.prepare<[string], SolveRow>('SELECT * FROM ClassroomSolves WHERE challengeKey = ? ORDER BY solvedAt, rowid')
  const latest = db.prepare<[number], SolveRow>('SELECT * FROM ClassroomSolves ORDER BY solvedAt DESC, rowid DESC LIMIT ?')
  const forget = db.prepare('DELETE FROM ClassroomSolves WHERE teamId = ?')
  const all = db.prepare<[], SolveRow>('SELECT * FROM ClassroomSolves')
  return {
    /** True when this is the team's first solve of the challenge (a repeated notice records nothing). */
    record: (solve: SolveRow): boolean => insert.run(solve.teamId, solve.challengeKey, solve.solvedAt, solve.points).changes > 0,
    totals: (until: string | null): TeamTotals[] => totals.all(until, until),
    byTeam: (teamId: string): SolveRow[] => byTeam.all(teamId),
    byChallenge: (key: string): SolveRow[] => byChallenge.all(key),
    latest: (limit: number): SolveRow[] => latest.all(limit),
    forgetTeam: (teamId: string): void => { forget.run(teamId) },
    /** Every row, for announcing this replica's solves to a cluster. */
    all: (): SolveRow[] => all.all()
  }
}
export type ClassroomScoreRepository = ReturnType<typeof createClassroomScoreRepository>
