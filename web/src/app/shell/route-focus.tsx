import { useEffect } from 'react'
import { useLocation } from 'react-router'

// A lazily loaded screen draws its heading once its chunk and often its data are in.
const GIVE_UP_MS = 10_000

/** Focuses the screen's first heading as soon as it is there; true when done or not wanted. */
function focusHeading (main: Element): boolean {
  // A dialog that opened with the screen (e.g. a review form) keeps the focus it took.
  if (document.activeElement?.closest('[role="dialog"]')) return true
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading === null) return false
  heading.tabIndex = -1
  heading.focus()
  return true
}

/**
 * Mounted by the shell at the first route change (the first load starts at the top anyway), then
 * on every change moves the focus to the new screen's heading, so keyboard and screen-reader
 * users start reading the new screen instead of staying on the link they used.
 */
export default function RouteFocus () {
  const { pathname } = useLocation()
  useEffect(() => {
    const main = document.querySelector('main')
    if (main === null || focusHeading(main)) return
    const observer = new MutationObserver(() => { if (focusHeading(main)) observer.disconnect() })
    observer.observe(main, { childList: true, subtree: true })
    const timer = setTimeout(() => { observer.disconnect() }, GIVE_UP_MS)
    return () => { observer.disconnect(); clearTimeout(timer) }
  }, [pathname])
  return null
}
