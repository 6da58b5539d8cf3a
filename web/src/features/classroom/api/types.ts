/** Shapes of the classroom API (docs/api.md, Classroom). */
export interface ClassroomNotice { message: string; at: string }

export interface ClassroomStatus {
  team: { name: string; id: string } | null
  trainer: boolean
  eventEnd: string | null
  frozen: boolean
  notice: ClassroomNotice | null
}

export interface ScoreRow { team: string; score: number; solved: number; lastSolvedAt: string | null }

export interface Scores { teams: ScoreRow[]; eventEnd: string | null; frozen: boolean }

export interface TeamSolve { key: string; name: string; category: string; difficulty: number; solvedAt: string; counted: boolean }

export interface TeamSolves { team: string; score: number; solved: number; solves: TeamSolve[] }

export interface ChallengeSolves {
  key: string
  name: string
  category: string
  difficulty: number
  teams: Array<{ team: string; solvedAt: string; counted: boolean }>
}

export interface FeedEntry { team: string; key: string; name: string; difficulty: number; solvedAt: string; counted: boolean }

export interface TrainerTeam {
  team: string
  id: string
  score: number
  solved: number
  members: number
  createdAt: string
  lastActiveAt: string | null
  open: boolean
  /** The replica holding the team; only when the class runs on several replicas. */
  replica?: string
}

export interface AuditEntry { at: string; action: string; team: string | null; detail: string | null }
