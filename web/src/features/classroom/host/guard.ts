import type { ClassroomStatus } from '../api/types'

export const JOIN_PATH = '/classroom/join'

/**
 * Every classroom page stays reachable without a team: the join page itself, the read-only
 * leaderboard and projector, and the trainer's console (the trainer signs in there).
 */
const isClassroomPage = (pathname: string): boolean => pathname === '/classroom' || pathname.startsWith('/classroom/')

/** Whether a visitor on this route belongs on the join page instead (a shop route, no team, no trainer). */
export function needsTeam (pathname: string, status: ClassroomStatus | undefined): boolean {
  if (status === undefined || isClassroomPage(pathname)) return false
  return status.team === null && !status.trainer
}
