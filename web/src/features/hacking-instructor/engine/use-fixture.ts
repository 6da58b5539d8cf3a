import { useEffect, useState } from 'react'

/** How long a bubble waits for its element before it shows centred instead. */
export const FIXTURE_TIMEOUT_MS = 2500

function visibleMatch (selector: string): HTMLElement | null {
  let candidates: NodeListOf<HTMLElement>
  try {
    candidates = document.querySelectorAll<HTMLElement>(selector)
  } catch {
    return null
  }
  for (const candidate of candidates) {
    if (candidate.getClientRects().length > 0) return candidate
  }
  return null
}

export interface FixtureState {
  element: HTMLElement | null
  /** True once the element was found or the wait ran out; the bubble shows from then on. */
  settled: boolean
}

/**
 * The step's element, followed as screens render, re-render and navigate: a new element with the
 * same selector (a remount) replaces the old one, and one that disappears is let go.
 */
export function useFixture (selector: string | undefined): FixtureState {
  const [state, setState] = useState<{ selector: string | undefined; element: HTMLElement | null; timedOut: boolean }>(
    { selector, element: null, timedOut: false })

  useEffect(() => {
    setState({ selector, element: null, timedOut: false })
    if (selector === undefined) return
    let frame = 0
    const look = () => {
      frame = 0
      const found = visibleMatch(selector)
      setState(prev => prev.element === found ? prev : { ...prev, selector, element: found })
    }
    // Many mutations arrive per render; looking once per frame is plenty.
    const schedule = () => { if (frame === 0) frame = requestAnimationFrame(look) }
    look()
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] })
    const timer = setTimeout(() => { setState(prev => ({ ...prev, timedOut: true })) }, FIXTURE_TIMEOUT_MS)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [selector])

  // A state left over from the previous step's selector must not flash at the old place.
  if (state.selector !== selector) return { element: null, settled: selector === undefined }
  return { element: state.element, settled: selector === undefined || state.element !== null || state.timedOut }
}
