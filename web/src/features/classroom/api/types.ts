/** Shapes of the classroom API (docs/api.md, Classroom). */
export interface ClassroomNotice { message: string; at: string }

export interface ClassroomStatus {
  team: { name: string; id: string } | null
  trainer: boolean
  eventEnd: string | null
  frozen: boolean
  /** The learning path the trainer pinned for the class. */
  pinnedPath?: string | null
  notice: ClassroomNotice | null
}

export type { ClassroomScoreRow as ScoreRow, ClassroomScores as Scores, ClassroomSolve as FeedEntry } from '@shop/contract'

/** The class's progress along the pinned learning path (`pathId` null: nothing pinned). */
export interface PinnedProgress {
  pathId: string | null
  teams: number
  steps: Array<{ key: string; name: string; solvedBy: number }>
}

export interface TeamSolve { key: string; name: string; category: string; difficulty: number; solvedAt: string; counted: boolean }

export interface TeamSolves { team: string; score: number; solved: number; solves: TeamSolve[] }

export interface ChallengeSolves {
  key: string
  name: string
  category: string
  difficulty: number
  teams: Array<{ team: string; solvedAt: string; counted: boolean }>
}

export type { TrainerTeam } from '@shop/contract'

export interface AuditEntry { at: string; action: string; team: string | null; detail: string | null }
