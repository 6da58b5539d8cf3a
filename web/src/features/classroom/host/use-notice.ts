import { useEffect, useState } from 'react'
import { useLiveNotice } from '../api/live'
import type { ClassroomNotice } from '../api/types'

const SEEN_KEY = 'classroom-notice-seen'

function seenAt (): string | null {
  try {
    return window.localStorage.getItem(SEEN_KEY)
  } catch {
    return null
  }
}

/**
 * The notice to show: the latest one from the status (a page opened later still sees it) or the
 * socket, unless this browser has dismissed exactly that notice already.
 */
export function useNotice (fromStatus: ClassroomNotice | null | undefined): [ClassroomNotice | null, () => void] {
  const [notice, setNotice] = useState<ClassroomNotice | null>(null)
  useEffect(() => {
    if (fromStatus && fromStatus.at !== seenAt()) setNotice(current => current ?? fromStatus)
  }, [fromStatus])
  useLiveNotice(next => { if (next && typeof next.message === 'string') setNotice(next) })
  const dismiss = () => {
    if (notice !== null) {
      try {
        window.localStorage.setItem(SEEN_KEY, notice.at)
      } catch { /* private mode: it shows again on the next load, nothing worse */ }
    }
    setNotice(null)
  }
  return [notice, dismiss]
}
