/** Query keys of the classroom screens; the live events invalidate by these prefixes. */
export const classroomKeys = {
  status: ['classroom', 'status'] as const,
  board: ['classroom', 'board'] as const,
  scores: ['classroom', 'board', 'scores'] as const,
  team: (team: string) => ['classroom', 'board', 'team', team] as const,
  challenge: (key: string) => ['classroom', 'board', 'challenge', key] as const,
  feed: ['classroom', 'board', 'feed'] as const,
  pinnedPath: ['classroom', 'board', 'pinned-path'] as const,
  trainer: ['classroom', 'trainer'] as const,
  trainerTeams: ['classroom', 'trainer', 'teams'] as const,
  audit: ['classroom', 'trainer', 'audit'] as const,
  solutions: ['classroom', 'trainer', 'solutions'] as const,
  solution: (key: string) => ['classroom', 'trainer', 'solutions', key] as const
}

/** A team name or challenge key as one path segment. */
export const segment = (value: string): string => encodeURIComponent(value)
