/**
 * Failed attempts per subject (a client address) in a sliding window. Once a subject has used up its
 * failures, every attempt is refused until the oldest failure leaves the window, so guessing stays
 * slow whether the next guess would be right or not. Bounded: the oldest subjects are dropped first.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor (
    private readonly limits: { failures: number, windowMs: number },
    private readonly clock: () => number = () => Date.now(),
    private readonly maxSubjects = 10_000
  ) {}

  /** Seconds until the subject may try again; 0 when it may try now. */
  retryAfter (subject: string): number {
    const recent = this.recent(subject)
    if (recent.length < this.limits.failures) return 0
    return Math.max(1, Math.ceil((recent[recent.length - this.limits.failures]! + this.limits.windowMs - this.clock()) / 1000))
  }

  fail (subject: string): void {
    const recent = this.recent(subject)
    recent.push(this.clock())
    this.failures.delete(subject)
    this.failures.set(subject, recent.slice(-this.limits.failures))
    if (this.failures.size > this.maxSubjects) this.failures.delete(this.failures.keys().next().value!)
  }

  private recent (subject: string): number[] {
    const now = this.clock()
    return (this.failures.get(subject) ?? []).filter(at => now - at < this.limits.windowMs)
  }
}
