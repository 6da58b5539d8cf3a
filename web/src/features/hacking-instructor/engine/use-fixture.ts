import { useEffect, useState } from 'react'

/** How long a bubble waits for its element before it shows centred instead. */
export const FIXTURE_TIMEOUT_MS = 2500

/** The step's fixture as a list of alternatives, best first. */
export function fixtureSelectors (fixture: string | readonly string[] | undefined): readonly string[] {
  if (fixture === undefined) return []
  return typeof fixture === 'string' ? [fixture] : fixture
}

/** The first element on screen, trying the selectors in order; a bad selector is skipped. */
export function findFixture (selectors: readonly string[]): HTMLElement | null {
  for (const selector of selectors) {
    let candidates: NodeListOf<HTMLElement>
    try {
      candidates = document.querySelectorAll<HTMLElement>(selector)
    } catch {
      continue
    }
    for (const candidate of candidates) {
      if (candidate.getClientRects().length > 0) return candidate
    }
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
export function useFixture (fixture: string | readonly string[] | undefined): FixtureState {
  // One string stands for the list, so an equal list from a new render does not restart the wait.
  const selector = fixture === undefined ? undefined : fixtureSelectors(fixture).join('\n')
  const [state, setState] = useState<{ selector: string | undefined; element: HTMLElement | null; timedOut: boolean }>(
    { selector, element: null, timedOut: false })

  useEffect(() => {
    setState({ selector, element: null, timedOut: false })
    if (selector === undefined) return
    const selectors = selector.split('\n')
    let frame = 0
    const look = () => {
      frame = 0
      const found = findFixture(selectors)
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
