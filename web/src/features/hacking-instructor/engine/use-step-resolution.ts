import { useCallback, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useSession } from '@/lib/session'
import { onChallengeSolved } from '@/lib/socket'
import { useFetchChallengeSolved } from '../api/get-challenge-status'
import { stepResolved, type TutorialSignal } from './resolvers'
import type { TutorialScript, TutorialStep } from './tutorial-types'
import { findFixture, fixtureSelectors } from './use-fixture'

// A safety net for a missed socket event (a reconnect, say); the event is the usual path.
const SOLVED_POLL_MS = 5000

function onFixture (target: EventTarget | null, fixture: TutorialStep['fixture']): boolean {
  if (!(target instanceof Element)) return false
  return fixtureSelectors(fixture).some(selector => {
    try {
      return target.closest(selector) !== null
    } catch {
      return false
    }
  })
}

function currentInputValue (fixture: TutorialStep['fixture']): string | null {
  const element = findFixture(fixtureSelectors(fixture))
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : null
}

/**
 * Turns what happens on the page into signals for the shown step and calls `onResolved` once
 * when one satisfies its resolver. Returns `feed` for signals the bubble itself raises ('next').
 * Each listener is only attached for the resolver kind that needs it.
 */
export function useStepResolution (script: TutorialScript, step: TutorialStep | undefined, onResolved: () => void): (signal: TutorialSignal) => void {
  const location = useLocation()
  const { user } = useSession()
  const fetchSolved = useFetchChallengeSolved()
  const done = useRef(false)
  const resolver = step?.resolver
  const fixture = step?.fixture

  useEffect(() => { done.current = false }, [step])

  const feed = useCallback((signal: TutorialSignal) => {
    if (done.current || resolver === undefined || !stepResolved(resolver, signal, script.key)) return
    done.current = true
    onResolved()
  }, [resolver, script.key, onResolved])

  useEffect(() => {
    if (resolver?.kind === 'route') feed({ type: 'location', location: { pathname: location.pathname, search: location.search } })
  }, [resolver, feed, location.pathname, location.search])

  const role = user?.role ?? null
  useEffect(() => {
    if (resolver?.kind === 'role') feed({ type: 'role', role })
  }, [resolver, feed, role])

  useEffect(() => {
    if (resolver?.kind !== 'click' && resolver?.kind !== 'input') return
    // The player may have typed before the step appeared (a resumed tutorial, an autofill).
    const initial = resolver.kind === 'input' ? currentInputValue(fixture) : null
    if (initial !== null) feed({ type: 'input', onFixture: true, value: initial })
    // Capture phase on the document: the fixture may be re-rendered, and screens may stop bubbling.
    const onClick = (event: Event) => { feed({ type: 'click', onFixture: onFixture(event.target, fixture) }) }
    const onInput = (event: Event) => {
      const target = event.target
      const value = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : ''
      feed({ type: 'input', onFixture: onFixture(target, fixture), value })
    }
    const type = resolver.kind === 'click' ? 'click' : 'input'
    const listener = type === 'click' ? onClick : onInput
    document.addEventListener(type, listener, true)
    return () => { document.removeEventListener(type, listener, true) }
  }, [resolver, fixture, feed])

  useEffect(() => {
    if (resolver?.kind !== 'delay') return
    const timer = setTimeout(() => { feed({ type: 'timer' }) }, resolver.ms)
    return () => { clearTimeout(timer) }
  }, [resolver, feed])

  useEffect(() => {
    if (resolver?.kind !== 'solved') return
    const key = script.key
    // Listen before asking, so a solve between the two is not lost. An already solved challenge
    // (a second run, a shared shop) ends the step at once, right after the exploit step.
    const stop = onChallengeSolved(event => { feed({ type: 'solved', key: event.key }) })
    const ask = () => {
      fetchSolved(key).then(solved => { if (solved) feed({ type: 'solved', key }) }, (err: unknown) => { console.log(err) })
    }
    ask()
    const poll = setInterval(ask, SOLVED_POLL_MS)
    return () => { stop(); clearInterval(poll) }
  }, [resolver, script.key, feed, fetchSolved])

  return feed
}
