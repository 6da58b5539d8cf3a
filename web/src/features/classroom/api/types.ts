/** Shapes of the classroom API (docs/api.md, Classroom). */
export interface ClassroomNotice { message: string; at: string }

export interface ClassroomStatus {
  team: { name: string; id: string } | null
  trainer: boolean
  eventEnd: string | null
  frozen: boolean
  notice: ClassroomNotice | null
}

export type { ClassroomScoreRow as ScoreRow, ClassroomScores as Scores, ClassroomSolve as FeedEntry } from '@shop/contract'

export interface TeamSolve { key: string; name: string; category: string; difficulty: number; solvedAt: string; counted: boolean }

export interface TeamSolves { team: string; score: number; solved: number; solves: TeamSolve[] }

export interface ChallengeSolves {
  key: string
  name: string
  category: string
  difficulty: number
  teams: Array<{ team: string; solvedAt: string; counted: boolean }>
}

export interface TrainerTeam {
  team: string
  id: string
  score: number
  solved: number
  members: number
  createdAt: string
  lastActiveAt: string | null
  open: boolean
}

export interface AuditEntry { at: string; action: string; team: string | null; detail: string | null }
