import { Suspense, lazy, useSyncExternalStore } from 'react'
import { currentTutorial, subscribeTutorial } from './tutorial-store'
import { useHackingInstructorRoute } from './use-hacking-instructor-route'

const Instructor = lazy(() => import('./instructor/instructor'))

/**
 * Sits in the app shell; renders nothing until a tutorial is requested. It also watches for the
 * hacking-instructor route (which shows the search screen), so the catalogue needs no link to here.
 */
export function HackingInstructorMount () {
  useHackingInstructorRoute()
  const request = useSyncExternalStore(subscribeTutorial, currentTutorial, () => null)
  if (request === null) return null
  return (
    <Suspense fallback={null}>
      <Instructor key={request.id} request={request} />
    </Suspense>
  )
}
