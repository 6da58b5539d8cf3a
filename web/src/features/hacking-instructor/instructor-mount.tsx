import { Suspense, lazy, useSyncExternalStore } from 'react'
import { currentTutorial, subscribeTutorial } from './tutorial-store'

const Instructor = lazy(() => import('./instructor/instructor'))

/** Sits in the app shell; renders nothing until a tutorial is requested. */
export function HackingInstructorMount () {
  const request = useSyncExternalStore(subscribeTutorial, currentTutorial, () => null)
  if (request === null) return null
  return (
    <Suspense fallback={null}>
      <Instructor key={request.id} request={request} />
    </Suspense>
  )
}
