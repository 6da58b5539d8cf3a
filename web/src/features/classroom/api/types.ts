/** Shapes of the classroom API (docs/api.md, Records), under the names the classroom screens use. */
export type {
  AuditEntry, ChallengeSolves, ClassroomNotice, ClassroomStatus, ClassroomScoreRow as ScoreRow, ClassroomScores as Scores,
  ClassroomSolve as FeedEntry, PinnedProgress, TeamSolve, TeamSolves, TrainerTeam
} from '@shop/contract'
