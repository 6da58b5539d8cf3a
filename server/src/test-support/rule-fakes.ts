import type { DomainEventMap, DomainEventName } from '../challenges/mechanisms/domain-events.js'
import type { Clock, EventSink } from '../domain/ports.js'

/** One event a rule emitted, in emission order. */
export interface EmittedEvent { event: DomainEventName, payload: unknown }

export interface EventRecorder extends EventSink {
  emitted: EmittedEvent[]
  /** The payloads of one event, in emission order. */
  payloads: <E extends DomainEventName>(event: E) => Array<DomainEventMap[E]>
}

/**
 * An event sink that only remembers what a rule emitted, for rule tests that hand the rule its
 * dependencies one by one instead of building a shop (no detectors run).
 */
export function eventRecorder (): EventRecorder {
  const emitted: EmittedEvent[] = []
  return {
    emitted,
    emit: (event, payload) => { emitted.push({ event, payload }) },
    payloads: <E extends DomainEventName>(event: E) => emitted.filter(entry => entry.event === event).map(entry => entry.payload as DomainEventMap[E])
  }
}

/** A clock standing still at `iso`. */
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) })
