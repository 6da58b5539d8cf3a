import { Suspense, lazy } from 'react'
import { Navigate, useRoutes } from 'react-router'

/*
 * Everything of classroom mode the app shell shows: the screens below `/classroom/` and the
 * shell's additions. This module is itself a lazy chunk that imports nothing else statically, so
 * the shop's first load carries only one route entry and one import for all of classroom mode
 * (every chunk a first-load module imports adds its file names to the entry).
 */
const Host = lazy(() => import('@/features/classroom/host/classroom-host'))
const JoinPage = lazy(() => import('@/features/classroom/join/join-page'))
const Leaderboard = lazy(() => import('@/features/classroom/leaderboard/leaderboard'))
const TeamSolves = lazy(() => import('@/features/classroom/team-solves/team-solves'))
const ChallengeSolves = lazy(() => import('@/features/classroom/challenge-solves/challenge-solves'))
const Projector = lazy(() => import('@/features/classroom/projector/projector'))
const TrainerPage = lazy(() => import('@/features/classroom/trainer/trainer-page'))
const TrainerSolutions = lazy(() => import('@/features/classroom/trainer-solutions/trainer-solutions'))

/** The join guard, trainer notices and a reset team's refetch; mounted by the shell in classroom mode. */
export function ClassroomShell () {
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  )
}

export default function ClassroomRoutes () {
  return useRoutes([
    { path: 'join', element: <JoinPage /> },
    { path: 'leaderboard', element: <Leaderboard /> },
    { path: 'leaderboard/teams/:team', element: <TeamSolves /> },
    { path: 'leaderboard/challenges/:key', element: <ChallengeSolves /> },
    { path: 'projector', element: <Projector /> },
    { path: 'trainer', element: <TrainerPage /> },
    { path: 'trainer/solutions', element: <TrainerSolutions /> },
    { path: 'trainer/solutions/:key', element: <TrainerSolutions /> },
    { path: '*', element: <Navigate to="/classroom/join" replace /> }
  ])
}
