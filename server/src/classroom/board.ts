import type { PinnedProgress } from '@shop/contract'
import type { ChallengeCatalogue } from '../challenges/catalogue.js'
import type { ChallengeSolvedEvent } from '../challenges/tracker.js'
import type { Db } from '../db/open.js'
import type { SolveRow } from '../repositories/classroom-scores.js'
import { createClassroomAuditRepository } from '../repositories/classroom-audit.js'
import { createClassroomScoreRepository } from '../repositories/classroom-scores.js'
import { createClassroomSettingsRepository } from '../repositories/classroom-settings.js'
import { createTrainerSessionRepository } from '../repositories/classroom-trainer-sessions.js'
import { AuditLog } from './audit.js'
import { EventSettings } from './event-settings.js'
import { ClassroomScores, type TeamLookup } from './scores.js'
import { TrainerConsole, type ClassroomPush, type TeamShops, type TrainerTeams } from './trainer.js'
import type { CookieSigner } from './cookies.js'
import { TrainerAuth } from './trainer-auth.js'
import type { RemoteChange, SharedState } from './shared-state.js'
import { sharedScoreRepository, sharedSessionRepository, sharedSettingsRepository } from './shared-views.js'

export interface PinnablePath { id: string, challenges: readonly string[] }

/** The pinned path's steps and how many teams have solved each (a solve after the event end does not count). */
export type { PinnedProgress }

export interface BoardDeps {
  /** The classroom database (classroom/classroom-db.ts); each repository creates its own tables. */
  db: Db
  catalogue: ChallengeCatalogue
  teams: TeamLookup & TrainerTeams
  shops: TeamShops
  push: ClassroomPush
  /** `classroom.eventEnd` of the configuration; the trainer's setting wins over it. */
  eventEnd: string | null
  /** The learning paths the trainer may pin (data/learning-paths.yml). */
  learningPaths?: readonly PinnablePath[]
  /** Compares a typed trainer password in constant time. */
  passwordMatches: (typed: unknown) => boolean
  cookies: Pick<CookieSigner, 'signTrainer' | 'trainerSession'>
  clock?: () => Date
  /** What other replicas hold (classroom/shared-state.ts); empty in a single process. */
  shared: SharedState
}

/** The leaderboard and the trainer console of classroom mode, built once per process. */
export interface ClassroomBoard {
  scores: ClassroomScores
  settings: EventSettings
  trainer: TrainerAuth
  console: TrainerConsole
  /** The registry's solve hook: records the solve of a team's shop (and announces it to room `classroom`). */
  onSolved: (instanceId: string, event: ChallengeSolvedEvent) => void
  /** The class's progress along the pinned learning path, for the projector. */
  pinnedProgress: () => PinnedProgress
  /** Tells every leaderboard to refetch (`classroom teams`), e.g. after a team was created. */
  teamsChanged: () => void
  /** Applies a change another replica made (the shared state calls it). */
  applyRemote: (change: RemoteChange) => void
  /** This replica's own rows, announced to the shared state on every (re)connection. */
  own: { solves: () => SolveRow[], settings: () => Record<string, unknown>, sessions: () => Array<{ id: string, createdAt: string, expiresAt: string }> }
}

export function createClassroomBoard (deps: BoardDeps): ClassroomBoard {
  const clock = deps.clock ?? (() => new Date())
  const ownSettings = createClassroomSettingsRepository(deps.db)
  const ownSolves = createClassroomScoreRepository(deps.db)
  const ownSessions = createTrainerSessionRepository(deps.db)
  const settings = new EventSettings(sharedSettingsRepository(ownSettings, deps.shared), deps.eventEnd, clock, new Set(deps.learningPaths?.map(p => p.id)))
  const audit = new AuditLog(createClassroomAuditRepository(deps.db), clock)
  const scores = new ClassroomScores({
    repo: sharedScoreRepository(ownSolves, deps.shared),
    catalogue: deps.catalogue,
    teams: deps.teams,
    settings,
    clock,
    announce: solve => { deps.push.toClass('classroom solve', solve) }
  })
  const trainer = new TrainerAuth({ passwordMatches: deps.passwordMatches, sessions: sharedSessionRepository(ownSessions, deps.shared), cookies: deps.cookies, audit, clock })
  const console = new TrainerConsole({
    teams: deps.teams, shops: deps.shops, scores, settings, audit, push: deps.push,
    forward: async (replica, action) => await deps.shared.forward(replica, action),
    replica: deps.shared.replica
  })
  return {
    scores,
    settings,
    trainer,
    console,
    onSolved: (instanceId, event) => { scores.record(instanceId, event) },
    pinnedProgress: () => {
      const pathId = settings.pinnedPath()
      const path = deps.learningPaths?.find(p => p.id === pathId)
      if (path === undefined) return { pathId: null, teams: deps.teams.list().length, steps: [] }
      const steps = path.challenges.map(key => {
        const { name, teams } = scores.challengeSolves(key)
        return { key, name, solvedBy: teams.filter(team => team.counted).length }
      })
      return { pathId: path.id, teams: deps.teams.list().length, steps }
    },
    teamsChanged: () => { deps.push.toClass('classroom teams', {}) },
    applyRemote: change => {
      switch (change.kind) {
        case 'solve': scores.recordedElsewhere(change.solve); return
        case 'setting':
          ownSettings.set(change.name, change.value)
          scores.invalidate()
          if (change.name === 'eventEnd') deps.push.toClass('classroom teams', {})
          return
        case 'session':
          if (change.expiresAt === null) ownSessions.end(change.id)
          else ownSessions.start(change.id, change.createdAt, change.expiresAt)
          return
        case 'teams':
          scores.invalidate()
          deps.push.toClass('classroom teams', {})
      }
    },
    own: {
      solves: () => ownSolves.all(),
      settings: () => ownSettings.all(),
      sessions: () => ownSessions.live(clock().toISOString())
    }
  }
}
