/** Why the queue turned a task away at once instead of letting it wait. */
export class QueueRefusal extends Error {
  constructor (readonly reason: 'client' | 'full') {
    super(reason === 'client' ? 'This client has too much work queued already' : 'The queue is full')
    this.name = 'QueueRefusal'
  }
}

export interface FairQueueLimits {
  /** Tasks that may run at once (the lane's workers). */
  slots: number
  /** Tasks one client may have running and waiting together; the next one is refused at once. */
  perClient: number
  /** Tasks that may wait, all clients together. */
  maxWaiting: number
}

interface Waiter { grant: (release: () => void) => void }

/**
 * Hands out a lane's slots one client at a time: each client has its own line, and a freed slot
 * goes to the client after the one served last (round robin), so a client that sends twenty
 * statements waits for its own, not others for them. A client over its limit, or any client when
 * too many wait, is refused at once, which the caller answers with "try again later".
 */
export class FairQueue {
  private running = 0
  private waitingCount = 0
  /** Running plus waiting tasks per client. */
  private readonly held = new Map<string, number>()
  /** Each client's line; the map's order is the turn order (a served client moves to the end). */
  private readonly lines = new Map<string, Waiter[]>()

  constructor (private readonly limits: FairQueueLimits) {}

  /**
   * Resolves with a function that frees the slot once the client's task may run. Refuses with
   * `QueueRefusal` when the client already holds its share or the queue is full, and with the
   * signal's reason when the signal aborts while the task still waits.
   */
  async acquire (client: string, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted()
    const held = this.held.get(client) ?? 0
    if (held >= this.limits.perClient) throw new QueueRefusal('client')
    if (this.running < this.limits.slots) {
      this.hold(client)
      this.running++
      return this.releaser(client)
    }
    if (this.waitingCount >= this.limits.maxWaiting) throw new QueueRefusal('full')
    this.hold(client)
    return await new Promise<() => void>((resolve, reject) => {
      const waiter: Waiter = { grant: release => { signal?.removeEventListener('abort', onAbort); resolve(release) } }
      const onAbort = (): void => {
        const line = this.lines.get(client)
        const at = line?.indexOf(waiter) ?? -1
        if (line === undefined || at < 0) return
        line.splice(at, 1)
        if (line.length === 0) this.lines.delete(client)
        this.waitingCount--
        this.unhold(client)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      const line = this.lines.get(client)
      if (line === undefined) this.lines.set(client, [waiter])
      else line.push(waiter)
      this.waitingCount++
    })
  }

  /** Running and waiting tasks of one client (for tests and diagnostics). */
  heldBy (client: string): number {
    return this.held.get(client) ?? 0
  }

  private hold (client: string): void {
    this.held.set(client, (this.held.get(client) ?? 0) + 1)
  }

  private unhold (client: string): void {
    const held = (this.held.get(client) ?? 1) - 1
    if (held <= 0) this.held.delete(client)
    else this.held.set(client, held)
  }

  private releaser (client: string): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      this.running--
      this.unhold(client)
      this.dispatch()
    }
  }

  /** Gives free slots to the clients in turn, one task each. */
  private dispatch (): void {
    while (this.running < this.limits.slots) {
      const next = this.lines.entries().next()
      if (next.done === true) return
      const [client, line] = next.value
      const waiter = line.shift()!
      this.lines.delete(client)
      if (line.length > 0) this.lines.set(client, line)
      this.waitingCount--
      this.running++
      waiter.grant(this.releaser(client))
    }
  }
}
