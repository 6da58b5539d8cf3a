import type { SolveRow } from '../repositories/classroom-scores.js'

/** A team as every replica sees it: the shared directory's entry. */
export interface DirectoryTeam {
  id: string
  name: string
  /** The name's comparison key (classroom/team-names.ts). */
  nameKey: string
  /** The replica that holds the team's shop and members. */
  replica: string
  createdAt: string
  lastActiveAt: string | null
  members: number
}

/** A trainer action that only the replica holding the team can carry out. */
export interface TrainerAction { kind: 'reset' | 'delete' | 'passcode', teamId: string, session: string }

/** What changed on another replica, once applied to this one's view. */
export type RemoteChange =
  | { kind: 'teams' }
  | { kind: 'solve', solve: SolveRow }
  | { kind: 'setting', name: string, value: unknown }
  | { kind: 'session', id: string, createdAt: string, expiresAt: string | null }

/** This replica's side, which the shared state reads to announce and calls to apply. */
export interface LocalSide {
  /** The teams this replica holds, with their passcode hashes (the directory keeps them). */
  teams: () => Array<DirectoryTeam & { passcodeHash: string }>
  solves: () => SolveRow[]
  settings: () => Record<string, unknown>
  sessions: () => Array<{ id: string, createdAt: string, expiresAt: string }>
  /** Applies a change made on another replica (settings and sessions land in the local database). */
  apply: (change: RemoteChange) => void
  /** Carries out a trainer action forwarded by another replica for a team held here. */
  act: (action: TrainerAction) => Promise<unknown>
}

/**
 * The narrow port between classroom mode and whatever shares its state. A single process uses
 * `singleProcessState()` (nothing is shared, nothing to wait for); with `REDIS_URL` a replica uses
 * the Redis implementation (`classroom/redis/`), loaded only then. The routes and the board never
 * know which one runs.
 */
export interface SharedState {
  /** This replica's name; undefined in a single process. */
  readonly replica: string | undefined
  /** Teams held by other replicas (none in a single process). */
  remoteTeams: () => readonly DirectoryTeam[]
  /** Solves of teams held by other replicas. */
  remoteSolves: () => readonly SolveRow[]
  /** Whether the replica can serve: the shared store answers and this replica's view is loaded. */
  ready: () => boolean
  /** Starts announcing and applying; called once the classroom is built. */
  bind: (local: LocalSide) => void
  /**
   * Reserves a team name for this replica. Answers undefined when it is this replica's, or the
   * replica that holds it already. Rejects with `unavailable` when the shared store cannot answer.
   */
  claimName: (nameKey: string, teamId: string) => Promise<string | undefined>
  /** Gives a reserved name back (the team was not made after all, or it was deleted). */
  releaseName: (nameKey: string, teamId: string) => void
  teamChanged: (team: DirectoryTeam & { passcodeHash: string }) => void
  teamRemoved: (team: { id: string, nameKey: string }) => void
  solved: (solve: SolveRow) => void
  solvesForgotten: (teamId: string) => void
  settingChanged: (name: string, value: unknown) => void
  sessionChanged: (session: { id: string, createdAt: string, expiresAt: string | null }) => void
  /** Runs a trainer action on the replica holding the team; rejects with `unavailable` if it does not answer. */
  forward: (replica: string, action: TrainerAction) => Promise<unknown>
  close: () => Promise<void>
}

/** Today's behaviour: one process holds every team, nothing is shared. */
export function singleProcessState (): SharedState {
  const nothing = (): void => {}
  return {
    replica: undefined,
    remoteTeams: () => [],
    remoteSolves: () => [],
    ready: () => true,
    bind: nothing,
    claimName: async () => undefined,
    releaseName: nothing,
    teamChanged: nothing,
    teamRemoved: nothing,
    solved: nothing,
    solvesForgotten: nothing,
    settingChanged: nothing,
    sessionChanged: nothing,
    forward: async () => { throw new Error('A single process holds every team: nothing to forward') },
    close: async () => {}
  }
}
