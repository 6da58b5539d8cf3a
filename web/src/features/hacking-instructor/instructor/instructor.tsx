import { useEffect, useState } from 'react'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { useFetchChallengeSolved } from '../api/get-challenge-status'
import { findTutorial, nextTutorial } from '../engine/select-tutorial'
import type { TutorialScript } from '../engine/tutorial-types'
import { TUTORIAL_SCRIPTS } from '../scripts/tutorial-scripts'
import { endTutorial, type TutorialRequest } from '../tutorial-store'
import { TutorialRun } from './tutorial-run'

async function solvedKeys (fetchSolved: (key: string) => Promise<boolean>): Promise<Set<string>> {
  const answers = await Promise.all(TUTORIAL_SCRIPTS.map(async script => {
    try {
      return await fetchSolved(script.key) ? script.key : null
    } catch {
      return null
    }
  }))
  return new Set(answers.filter((key): key is string => key !== null))
}

/** The lazily loaded engine: picks the script a request asks for, then runs it. */
export default function Instructor ({ request }: { request: TutorialRequest }) {
  const snackbar = useSnackbar()
  const config = useApplicationConfiguration()
  const fetchSolved = useFetchChallengeSolved()
  const [script, setScript] = useState<TutorialScript | null>(null)
  const challenge = 'challenge' in request ? request.challenge : null
  // Without an answer about the configuration the instructor assumes it is on, as by default.
  const enabled = config.data?.hackingInstructor?.isEnabled !== false

  useEffect(() => {
    if (config.isPending) return
    if (!enabled) {
      console.log('The hacking instructor is disabled in this shop.')
      endTutorial()
      return
    }
    if (challenge !== null) {
      const found = findTutorial(TUTORIAL_SCRIPTS, challenge)
      if (found === undefined) {
        console.log(`No hacking-instructor tutorial for the challenge "${challenge}".`)
        snackbar.show({ message: 'HACKING_INSTRUCTOR_UNKNOWN_CHALLENGE', params: { challenge }, severity: 'error' })
        endTutorial()
      } else {
        setScript(found)
      }
      return
    }
    let stale = false
    void solvedKeys(fetchSolved).then(solved => {
      if (stale) return
      const found = nextTutorial(TUTORIAL_SCRIPTS, solved)
      if (found === undefined) endTutorial()
      else setScript(found)
    })
    return () => { stale = true }
  }, [config.isPending, enabled, challenge, fetchSolved, snackbar])

  if (script === null) return null
  return <TutorialRun script={script} resumeAt={request.step} />
}
