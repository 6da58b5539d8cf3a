import type { StepResolver, TutorialLocation } from './tutorial-types'

/**
 * Everything the runtime observes while a step is shown. The runtime turns DOM events, route
 * changes, timers, socket events and the session into these, and `stepResolved` decides.
 */
export type TutorialSignal =
  | { type: 'click'; onFixture: boolean }
  | { type: 'input'; onFixture: boolean; value: string }
  | { type: 'location'; location: TutorialLocation }
  | { type: 'timer' }
  | { type: 'next' }
  | { type: 'solved'; key: string }
  | { type: 'role'; role: string | null }

export function stepResolved (resolver: StepResolver, signal: TutorialSignal, tutorialKey: string): boolean {
  switch (resolver.kind) {
    case 'click':
      return signal.type === 'click' && signal.onFixture
    case 'input':
      return signal.type === 'input' && signal.onFixture && resolver.matches(signal.value)
    case 'route':
      return signal.type === 'location' && resolver.matches(signal.location)
    case 'delay':
      return signal.type === 'timer'
    case 'next':
      return signal.type === 'next'
    case 'solved':
      return signal.type === 'solved' && signal.key === tutorialKey
    case 'role':
      return signal.type === 'role' && signal.role === resolver.role
  }
}

/** The query parameter of a tutorial location, '' when absent. */
export function queryParam (location: TutorialLocation, name: string): string {
  return new URLSearchParams(location.search).get(name) ?? ''
}
