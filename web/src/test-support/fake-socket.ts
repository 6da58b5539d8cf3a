type Listener = (payload: unknown) => void

/**
 * Stands in for the shop's socket.io connection in component tests: `vi.mock('@/lib/socket', …)`
 * hands it out, and a test plays the server by `emit`ting an event to the app's listeners.
 */
export class FakeSocket {
  private readonly listeners = new Map<string, Set<Listener>>()
  /** Every disconnect and connect the app asked for, in order. */
  readonly connections: string[] = []

  connect (): this {
    this.connections.push('connect')
    return this
  }

  disconnect (): this {
    this.connections.push('disconnect')
    return this
  }

  on (event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  off (event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  emit (event: string, payload: unknown = {}): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  listenerCount (event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }
}
