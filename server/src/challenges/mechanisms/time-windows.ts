/**
 * Time windows and concurrency (catalogue pattern K), kept per shop instance.
 *
 * - `SlidingWindows` counts events per subject in a sliding time window ("10 feedbacks from one
 *   client in 20 s", "a second export within 5 minutes").
 * - `InFlightRegistry` tracks work that is still running per subject, so a detector can see two
 *   operations of one user overlap (parallel likes, overlapping wallet payments).
 *
 * Both take an injectable clock so tests never wait, and both are bounded in memory.
 */
export class SlidingWindows {
  private readonly hits = new Map<string, number[]>()

  constructor (private readonly clock: () => number = () => Date.now(), private readonly maxSubjects = 5000) {}

  /** Records one event for `subject` and returns how many fall inside the last `windowMs`. */
  hit (subject: string, windowMs: number): number {
    const now = this.clock()
    const recent = (this.hits.get(subject) ?? []).filter(at => now - at <= windowMs)
    recent.push(now)
    this.hits.delete(subject)
    this.hits.set(subject, recent.slice(-1000))
    if (this.hits.size > this.maxSubjects) this.hits.delete(this.hits.keys().next().value!)
    return recent.length
  }

  /** How many events of `subject` fall inside the last `windowMs`, without recording one. */
  count (subject: string, windowMs: number): number {
    const now = this.clock()
    return (this.hits.get(subject) ?? []).filter(at => now - at <= windowMs).length
  }

  /** Milliseconds since the latest event of `subject`, or null when there is none. */
  sinceLast (subject: string): number | null {
    const list = this.hits.get(subject)
    const last = list?.[list.length - 1]
    return last === undefined ? null : this.clock() - last
  }

  reset (subject: string): void { this.hits.delete(subject) }
}

export interface InFlightTicket {
  /** How many other operations of the same subject were running when this one started. */
  readonly overlapping: number
  /** The values the operations already running had registered, oldest first. */
  readonly others: readonly unknown[]
  leave: () => void
}

export class InFlightRegistry {
  private readonly running = new Map<string, Map<number, unknown>>()
  private next = 0

  enter (subject: string, value?: unknown): InFlightTicket {
    const list = this.running.get(subject) ?? new Map<number, unknown>()
    this.running.set(subject, list)
    const others = [...list.values()]
    const id = this.next++
    list.set(id, value)
    let left = false
    return {
      overlapping: others.length,
      others,
      leave: () => {
        if (left) return
        left = true
        list.delete(id)
        if (list.size === 0) this.running.delete(subject)
      }
    }
  }

  /** How many operations of `subject` are running now. */
  size (subject: string): number { return this.running.get(subject)?.size ?? 0 }
}
