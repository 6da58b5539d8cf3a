import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { isTutorialRunning, startTutorial } from './tutorial-store'

/** `#/hacking-instructor?challenge={name}` starts that challenge's tutorial. */
export function useHackingInstructorRoute (): void {
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const challenge = searchParams.get('challenge')
  useEffect(() => {
    if (challenge === null || !pathname.includes('hacking-instructor')) return
    if (!isTutorialRunning(challenge)) startTutorial({ challenge })
  }, [pathname, challenge])
}
