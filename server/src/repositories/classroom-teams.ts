import type { Db } from '../db/open.js'

/** A team of classroom mode as the rest of the server sees it (never with its passcode hash). */
export interface TeamRecord {
  /** The instance id of the team's shop (`t-` and 10 hex digits), also its folder name. */
  id: string
  /** The name as the first member typed it (normalised), shown on the leaderboard. */
  name: string
  createdAt: string
  lastActiveAt: string | null
  members: number
  /** Bumped to end every member's cookie at once. */
  generation: number
}

export interface NewTeam {
  id: string
  name: string
  /** The name's comparison key: names with the same key are the same team. */
  nameKey: string
  passcodeHash: string
  createdAt: string
}

export interface TeamSecret { id: string, passcodeHash: string }

const columns = `t.id, t.name, t.created_at AS createdAt, t.last_active_at AS lastActiveAt, t.generation,
  (SELECT COUNT(*) FROM classroom_members m WHERE m.team_id = t.id) AS members`

/** Teams and their members in the classroom database. */
export class ClassroomTeamsRepository {
  private readonly statements

  constructor (db: Db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS classroom_teams (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        passcode_hash TEXT NOT NULL,
        generation INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        last_active_at TEXT
      );
      CREATE TABLE IF NOT EXISTS classroom_members (
        id TEXT PRIMARY KEY,
        team_id TEXT NOT NULL REFERENCES classroom_teams(id) ON DELETE CASCADE,
        joined_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS classroom_members_team ON classroom_members(team_id);
    `)
    this.statements = {
      insert: db.prepare('INSERT INTO classroom_teams (id, name, name_key, passcode_hash, created_at) VALUES (@id, @name, @nameKey, @passcodeHash, @createdAt)'),
      byId: db.prepare(`SELECT ${columns} FROM classroom_teams t WHERE t.id = ?`),
      byKey: db.prepare(`SELECT ${columns} FROM classroom_teams t WHERE t.name_key = ?`),
      list: db.prepare(`SELECT ${columns} FROM classroom_teams t ORDER BY t.created_at, t.id`),
      directory: db.prepare(`SELECT ${columns}, t.name_key AS nameKey, t.passcode_hash AS passcodeHash FROM classroom_teams t ORDER BY t.created_at, t.id`),
      count: db.prepare('SELECT COUNT(*) AS count FROM classroom_teams').pluck(),
      secret: db.prepare('SELECT id, passcode_hash AS passcodeHash FROM classroom_teams WHERE id = ?'),
      setPasscode: db.prepare('UPDATE classroom_teams SET passcode_hash = ? WHERE id = ?'),
      bumpGeneration: db.prepare('UPDATE classroom_teams SET generation = generation + 1 WHERE id = ?'),
      touch: db.prepare('UPDATE classroom_teams SET last_active_at = ? WHERE id = ?'),
      remove: db.prepare('DELETE FROM classroom_teams WHERE id = ?'),
      addMember: db.prepare('INSERT INTO classroom_members (id, team_id, joined_at) VALUES (?, ?, ?)'),
      removeMember: db.prepare('DELETE FROM classroom_members WHERE id = ? AND team_id = ?'),
      isMember: db.prepare('SELECT 1 FROM classroom_members WHERE id = ? AND team_id = ?').pluck()
    }
  }

  insert (team: NewTeam): void { this.statements.insert.run(team) }
  findById (id: string): TeamRecord | undefined { return this.statements.byId.get(id) as TeamRecord | undefined }
  findByKey (nameKey: string): TeamRecord | undefined { return this.statements.byKey.get(nameKey) as TeamRecord | undefined }
  list (): TeamRecord[] { return this.statements.list.all() as TeamRecord[] }
  /** Every team with its name key and passcode hash, for the shared directory of a cluster. */
  directory (): Array<TeamRecord & { nameKey: string, passcodeHash: string }> { return this.statements.directory.all() as Array<TeamRecord & { nameKey: string, passcodeHash: string }> }
  count (): number { return this.statements.count.get() as number }
  secret (id: string): TeamSecret | undefined { return this.statements.secret.get(id) as TeamSecret | undefined }
  setPasscodeHash (id: string, passcodeHash: string): boolean { return this.statements.setPasscode.run(passcodeHash, id).changes === 1 }
  bumpGeneration (id: string): boolean { return this.statements.bumpGeneration.run(id).changes === 1 }
  touch (id: string, at: string): void { this.statements.touch.run(at, id) }
  /** Removes the team with its members. */
  remove (id: string): boolean { return this.statements.remove.run(id).changes === 1 }
  addMember (memberId: string, teamId: string, at: string): void { this.statements.addMember.run(memberId, teamId, at) }
  removeMember (memberId: string, teamId: string): boolean { return this.statements.removeMember.run(memberId, teamId).changes === 1 }
  isMember (memberId: string, teamId: string): boolean { return this.statements.isMember.get(memberId, teamId) === 1 }
}
