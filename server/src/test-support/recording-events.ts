import type { DomainEventName } from '../challenges/mechanisms/domain-events.js'
import type { EventSink } from '../domain/ports.js'

/**
 * An event sink for a rule tested without a shop: it keeps every event the rule emitted, in order,
 * instead of running detectors.
 */
export function recordingEvents (): { events: EventSink, emitted: Array<[DomainEventName, unknown]> } {
  const emitted: Array<[DomainEventName, unknown]> = []
  return { events: { emit: (event, payload) => { emitted.push([event, payload]) } }, emitted }
}
