/**
 * Short-lived server observations used to corroborate client-reported challenges (pattern G):
 * "this instance served a search for X in the last 60 s".
 */
export class ObservationLog {
  private readonly entries = new Map<string, number>()

  constructor (private readonly ttlMs = 60_000, private readonly maxEntries = 1000, private readonly clock = () => Date.now()) {}

  record (kind: string, value: string): void {
    this.prune()
    const id = `${kind}\u0000${value}`
    this.entries.delete(id)
    this.entries.set(id, this.clock())
    // Maps iterate in insertion order, so the first key is always the oldest.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  seen (kind: string, value: string): boolean {
    const at = this.entries.get(`${kind}\u0000${value}`)
    return at !== undefined && this.clock() - at <= this.ttlMs
  }

  private prune (): void {
    const cutoff = this.clock() - this.ttlMs
    for (const [id, at] of this.entries) {
      if (at >= cutoff) break
      this.entries.delete(id)
    }
  }
}
